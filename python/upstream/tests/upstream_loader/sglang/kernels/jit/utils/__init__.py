"""Stands in for SGLang's JIT utilities: the one function the generic kernel's module imports."""


def is_arch_support_pdl():
    return True
