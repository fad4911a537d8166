# Stands in for the file vcs-versioning writes into the wheel: the loader reads the release
# from this line without importing anything.
__version__ = version = '0.34.0'
