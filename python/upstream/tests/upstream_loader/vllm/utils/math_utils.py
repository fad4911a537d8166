"""Stands in for vLLM's math_utils: the two helpers the KDA kernel file imports."""


def cdiv(a, b):
    return -(a // -b)


def next_power_of_2(n):
    return 1 if n < 1 else 1 << (n - 1).bit_length()
