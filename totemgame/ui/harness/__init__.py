"""The app checking itself: the self-test (`totemgame selftest`), the tutorial driver, the
monkey, the frame and idle benchmarks. (The layout checks serve only the tests: tests/ui/.) They drive the real screens as a
player would; no screen of the app imports them."""
