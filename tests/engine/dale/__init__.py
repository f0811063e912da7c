"""Scenario, rules and fuzz tests of Dale of Merchants."""
