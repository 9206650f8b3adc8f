"""The app's screens, one per module: title, game select, setup, hand-off, pause, results,
rules, settings, load game. The shared menu scaffolding is in `menu`."""
