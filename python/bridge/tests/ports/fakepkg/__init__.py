"""Stands for a large package whose __init__ starts a serving engine (tests only): importing
it fails, so only a thin import of one kernel module works."""
raise ImportError("fakepkg's __init__ pulls the whole serving engine")
