raise ImportError("fakepkg.kernels's __init__ pulls the whole serving engine")
