"""Tests of the game-agnostic AI players, hints, arena and bench."""
