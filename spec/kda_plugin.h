/* The implementation-under-test ABI. A port is tested by building it as a shared library
 * that exports kda_plugin_v1(); the suite loads it by path and runs every property
 * against it. Plain C so that any toolchain (CUDA, HIP, Rust, a Python extension) can
 * provide it. Tensors are DLPack descriptors (dlpack/dlpack.h, DLPack >= 0.6). */
#ifndef KDA_PLUGIN_H
#define KDA_PLUGIN_H

#include <dlpack/dlpack.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define KDA_PLUGIN_ABI_VERSION 1u

typedef struct {
  float scale;
  int32_t use_qk_l2norm_in_kernel; /* 0 or 1 */
  int32_t has_lower_bound;         /* 0: softplus gate; 1: lower_bound gate (0.0 included) */
  float lower_bound;               /* read only when has_lower_bound == 1 */
} KdaPluginParams;

/* Signature order of the upstream entry point. */
typedef struct {
  const DLTensor* mixed_qkv;
  const DLTensor* a;
  const DLTensor* b;
  const DLTensor* A_log;
  const DLTensor* dt_bias;
  const DLTensor* initial_state; /* updated in place */
  const DLTensor* out;           /* written in place */
  const DLTensor* ssm_state_indices;
} KdaPluginTensors;

typedef enum {
  KDA_STATUS_OK = 0,       /* accepted; work enqueued on the stream (done, for CPU) */
  KDA_STATUS_REJECTED = 1, /* validation failed; message holds the exact rule message;
                              no buffer was touched */
  KDA_STATUS_FAILED = 2    /* accepted but could not run (launch error, ...); message says why */
} KdaPluginStatus;

typedef struct {
  uint32_t abi_version;     /* KDA_PLUGIN_ABI_VERSION */
  const char* name;         /* "cuda-reference-port", "my-cute-kernel" */
  const char* version;      /* free text: git hash, build flags */
  DLDeviceType device_type; /* kDLCPU or kDLCUDA: where its tensors must live */
  /* Runs one call. stream: a cudaStream_t for CUDA plugins, NULL for CPU ones; the
   * suite synchronises it before reading results. message: NUL-terminated, truncated to
   * message_capacity - 1 bytes; written for REJECTED and FAILED. Must be thread-safe for
   * distinct buffers. */
  int32_t (*packed_kda_decode)(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream,
                               char* message, size_t message_capacity);
} KdaPluginV1;

/* The one symbol a plugin exports. */
typedef const KdaPluginV1* (*KdaPluginEntryV1)(void);
#define KDA_PLUGIN_ENTRY_SYMBOL "kda_plugin_v1"

/* Optional, exported beside it as kda_plugin_route_v1 (a plugin may leave it out): which
 * route of the implementation (kernel family and form, as its dispatch table names them:
 * "warp/serving-k128", "staged") serves a call. The suite calls it right after an accepted call,
 * with the same tensors and params, and tabulates cases and failures per route. Writes a
 * NUL-terminated name (truncated to capacity - 1 bytes) and returns 0, or returns nonzero
 * when it cannot say. Must be thread-safe, like the entry point. */
typedef int32_t (*KdaPluginRouteV1)(const KdaPluginTensors* tensors, const KdaPluginParams* params, char* route,
                                    size_t capacity);
#define KDA_PLUGIN_ROUTE_SYMBOL "kda_plugin_route_v1"

/* Optional, exported beside kda_plugin_v1 as kda_plugin_packed_gdn_decode_v1: the family's
 * second op, packed GDN decode (spec/contract.md, "GDN"). The same tensors in the same
 * order, with GDN's shapes (a and b: [B, HV]; A_log and dt_bias: [HV]), the same params
 * (has_lower_bound is always 0: GDN has no lower_bound), the same statuses, message rules,
 * stream and thread-safety as packed_kda_decode. A plugin without it implements kda only. */
typedef int32_t (*KdaPluginGdnDecodeV1)(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* stream,
                                        char* message, size_t message_capacity);
#define KDA_PLUGIN_GDN_SYMBOL "kda_plugin_packed_gdn_decode_v1"

/* Optional, beside the GDN entry: kda_plugin_route_v1's contract for a GDN call (the same
 * signature; a GDN call's shapes are not always distinguishable from a KDA call's, so each
 * op has its own route export). */
#define KDA_PLUGIN_GDN_ROUTE_SYMBOL "kda_plugin_packed_gdn_route_v1"

/* Optional, one export per op beside kda_plugin_v1: target verify (spec/verify.md), the T
 * draft tokens of every request through the decode step in one call, a snapshot of the
 * state after each step, the committed pool only read. A plugin without an op's export
 * does not implement that op's verify. The tensors in VerifyCall's field order (spec/verify.hpp),
 * with the shapes of spec/verify.md section 1; the caller's out ([1, T, HV, V]) is written in
 * place. */
typedef struct {
  const DLTensor* q;                          /* [1, T, H, K] */
  const DLTensor* k;                          /* [1, T, H, K] */
  const DLTensor* v;                          /* [1, T, HV, V] */
  const DLTensor* a;                          /* [T, HV*K] (KDA), [T, HV] (GDN) */
  const DLTensor* b;                          /* [T, HV] */
  const DLTensor* A_log;                      /* [HV] */
  const DLTensor* dt_bias;                    /* [HV*K] (KDA), [HV] (GDN) */
  const DLTensor* ssm_states;                 /* [num_slots, HV, V, K]: read, never written */
  const DLTensor* cache_indices;              /* [N] */
  const DLTensor* query_start_loc;            /* [N + 1] */
  const DLTensor* intermediate_states_buffer; /* [rows, S, HV, V, K]; NULL: absent (rule V3 rejects) */
  const DLTensor* intermediate_state_indices; /* [N] */
  const DLTensor* retrieve_parent_token;      /* [N, >= cache_steps]; NULL: chain verify */
  const DLTensor* out;                        /* [1, T, HV, V], written in place */
} KdaPluginVerifyTensors;

typedef struct {
  int32_t has_scale;       /* 0: K^-0.5 as a float32 (Helion's only scale); 1: scale */
  float scale;             /* read only when has_scale == 1 */
  int32_t has_lower_bound; /* KDA only, as in decode; always 0 for GDN */
  float lower_bound;       /* read only when has_lower_bound == 1 */
  int64_t cache_steps;     /* the most tokens a request may carry (rules V3, V4, V10, V12) */
} KdaPluginVerifyParams;

/* The same statuses, message rules (rule V1-V16's exact message in the op's checking order
 * for REJECTED), stream and thread-safety as packed_kda_decode. q and k are always L2
 * normalised (spec/verify.md section 1): there is no use_qk_l2norm_in_kernel. */
typedef int32_t (*KdaPluginVerifyV1)(const KdaPluginVerifyTensors* tensors, const KdaPluginVerifyParams* params,
                                     void* stream, char* message, size_t message_capacity);
#define KDA_PLUGIN_KDA_VERIFY_SYMBOL "kda_plugin_kda_verify_v1"
#define KDA_PLUGIN_GDN_VERIFY_SYMBOL "kda_plugin_gdn_verify_v1"

#ifdef __cplusplus
}
#endif

#endif /* KDA_PLUGIN_H */
