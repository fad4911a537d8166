"""Stands in for SGLang's linear-attention kernel package, whose __init__ imports nothing."""
