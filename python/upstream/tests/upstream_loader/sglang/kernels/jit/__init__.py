"""Stands in for SGLang's JIT package, whose __init__ imports nothing."""
