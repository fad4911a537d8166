"""Stands in for vLLM's FLA utils.py: 0.34.0's imports the device-properties helper that the
loader writes."""
from vllm.utils.platform_utils import cuda_get_device_properties  # noqa: F401

is_gather_supported = True
