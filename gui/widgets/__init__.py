"""The shell's widgets: start screen, dialogs, game screen parts, scoring screen."""
