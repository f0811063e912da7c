"""Named AI levels; each registers a player spec."""
