"""The post-game review: each decision of one seat judged by the Hard AI, from that seat's view
at the time (and, apart, with hindsight), marked best to blunder. No pygame."""
