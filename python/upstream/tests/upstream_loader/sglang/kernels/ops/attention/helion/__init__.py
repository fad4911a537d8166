"""Stands in for SGLang's helion package: a plain package (its real __init__ holds a constant), so
the loader imports it for real."""
