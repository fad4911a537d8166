raise RuntimeError(f"{__name__}.__init__ ran: the loader must not run the packages above the kernels")
