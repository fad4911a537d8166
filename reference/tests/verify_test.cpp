// Target verify (spec/verify.md) against the reference's packed decode: D1 (chain verify is
// sequential decode), D2 (tree verify is chain verify along each path), D3/D4 and section 3
// (what is written and what is not), and the rules V1-V16 with their exact messages.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "reference/packed_decode.hpp"
#include "reference/target_verify.hpp"
#include "reference/tests/verify_call_builder.hpp"

namespace kda::reference {
namespace {

using namespace testing;

void run_accepted(TestVerifyCall& c) {
  const VerifyVerdict verdict = target_verify(c.call());
  ASSERT_TRUE(verdict.accepted()) << verdict.message;
}

int64_t index_of(HostTensor& t, int64_t i) { return static_cast<int64_t>(t.get({i})); }

// Request n of a chain verify call, run as T_n packed decode calls (B = 1) on a copy of the
// pool: every output and snapshot must be the same bits (D1 with a float32 pool).
void expect_request_equals_sequential_decode(TestVerifyCall& verify, const VerifyShape& s, int64_t n) {
  CallShape shape{.op = s.op, .B = 1, .H = s.H, .HV = s.HV, .K = s.K, .V = s.V, .num_slots = s.num_slots};
  shape.activations = shape.parameters = s.activations;
  shape.state = s.state;
  TestCall decode(shape);
  set_elements(decode.initial_state, elements(verify.ssm_states));
  set_elements(decode.A_log, elements(verify.A_log));
  set_elements(decode.dt_bias, elements(verify.dt_bias));
  decode.params = {verify.params.scale.value_or(inverse_sqrt_k_scale(s.K)), true, verify.params.lower_bound};
  const int64_t slot = index_of(verify.cache_indices, n), row = index_of(verify.intermediate_state_indices, n);
  decode.ssm_state_indices.set({0}, static_cast<double>(slot));
  const int64_t t0 = index_of(verify.query_start_loc, n), t1 = index_of(verify.query_start_loc, n + 1);
  const int64_t qk = s.H * s.K, G = s.HV * op_spec(s.op).gate_width(s.K);
  for (int64_t t = t0; t < t1; ++t) {
    for (int64_t h = 0; h < s.H; ++h)
      for (int64_t kk = 0; kk < s.K; ++kk) {
        decode.mixed_qkv.set({0, h * s.K + kk}, verify.q.get({0, t, h, kk}));
        decode.mixed_qkv.set({0, qk + h * s.K + kk}, verify.k.get({0, t, h, kk}));
      }
    for (int64_t hv = 0; hv < s.HV; ++hv) {
      for (int64_t vv = 0; vv < s.V; ++vv)
        decode.mixed_qkv.set({0, 2 * qk + hv * s.V + vv}, verify.v.get({0, t, hv, vv}));
      decode.b.set({0, hv}, verify.b.get({t, hv}));
    }
    for (int64_t g = 0; g < G; ++g) decode.a.set({0, g}, verify.a.get({t, g}));
    ASSERT_TRUE(packed_kda_decode(decode.call()).accepted());
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t vv = 0; vv < s.V; ++vv) {
        SCOPED_TRACE(::testing::Message() << "request " << n << " token " << t << " hv " << hv << " v " << vv);
        EXPECT_EQ(decode.out.bits({0, 0, hv, vv}), verify.out.bits({0, t, hv, vv}));
        for (int64_t kk = 0; kk < s.K; ++kk)
          EXPECT_EQ(decode.initial_state.bits({slot, hv, vv, kk}), verify.buffer.bits({row, t - t0, hv, vv, kk}));
      }
  }
}

// GVA (HV = 3 H), ragged requests with T_n = 0 .. cache_steps, K != V.
VerifyShape ragged_gva(Op op) {
  VerifyShape s{.op = op, .H = 2, .HV = 6, .K = 8, .V = 5, .num_slots = 6};
  s.tokens = {3, 0, 1, 4, 2};
  s.cache_steps = 4;
  s.rows = 5;
  s.S = 4;
  return s;
}

struct ChainCase {
  Op op;
  std::optional<float> lower_bound;
};

class ChainVerify : public ::testing::TestWithParam<ChainCase> {};

TEST_P(ChainVerify, EqualsSequentialDecodeOnAFloat32PoolBitwise) {
  const VerifyShape s = ragged_gva(GetParam().op);
  TestVerifyCall verify(s);
  verify.fill_random(60);
  verify.params.lower_bound = GetParam().lower_bound;
  run_accepted(verify);
  for (int64_t n = 0; n < static_cast<int64_t>(s.tokens.size()); ++n)
    expect_request_equals_sequential_decode(verify, s, n);
}

INSTANTIATE_TEST_SUITE_P(Ops, ChainVerify,
                         ::testing::Values(ChainCase{Op::kda, std::nullopt}, ChainCase{Op::kda, -5.0f},
                                           ChainCase{Op::gdn, std::nullopt}),
                         [](const auto& info) {
                           return std::string(op_name(info.param.op)) + (info.param.lower_bound ? "_lower_bound" : "");
                         });

// A 16-bit pool: decode rounds the state at every store, verify carries float32 (D1), so
// only what precedes the first rounding is bitwise: T_n = 1 requests, and step 0 of every
// request. Later steps are left to a chained tolerance (the verify oracle, not written yet).
TEST(ChainVerify, SingleTokenRequestsEqualDecodeBitwiseOnABfloat16Pool) {
  for (const Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    VerifyShape s = ragged_gva(op);
    s.tokens = {1, 1, 0, 1};
    s.state = s.snapshots = DType::BFloat16;
    TestVerifyCall verify(s);
    verify.fill_random(61);
    run_accepted(verify);
    for (int64_t n = 0; n < 4; ++n) expect_request_equals_sequential_decode(verify, s, n);
  }
}

// Copies token `from` of one call into token `to` of another (every per-token tensor).
void copy_token(TestVerifyCall& src, int64_t from, TestVerifyCall& dst, int64_t to) {
  for (auto member :
       {&TestVerifyCall::q, &TestVerifyCall::k, &TestVerifyCall::v, &TestVerifyCall::a, &TestVerifyCall::b}) {
    const std::vector<double> source = elements(src.*member);
    std::vector<double> target = elements(dst.*member);
    const size_t per_token = source.size() / static_cast<size_t>(size(src.q.desc.view(), 1));
    std::copy_n(source.begin() + static_cast<std::ptrdiff_t>(from * per_token), per_token,
                target.begin() + static_cast<std::ptrdiff_t>(to * per_token));
    set_elements(dst.*member, target);
  }
}

TEST(TreeVerify, EqualsChainVerifyAlongEveryRootToLeafPathBitwise) {
  for (const Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    // One request of five steps: 0 -> 1 -> 3, 0 -> 2 -> 4.
    VerifyShape s = ragged_gva(op);
    s.tokens = {5};
    s.cache_steps = s.S = 5;
    s.tree = true;
    TestVerifyCall tree(s);
    tree.fill_random(62);
    const int64_t parents[] = {-1, 0, 0, 1, 2};
    for (int64_t j = 0; j < 5; ++j) tree.retrieve_parent_token.set({0, j}, static_cast<double>(parents[j]));
    run_accepted(tree);
    for (const std::vector<int64_t>& path : {std::vector<int64_t>{0, 1, 3}, std::vector<int64_t>{0, 2, 4}}) {
      VerifyShape chain_shape = s;
      chain_shape.tokens = {3};
      chain_shape.tree = false;
      TestVerifyCall chain(chain_shape);
      for (auto member : {&TestVerifyCall::ssm_states, &TestVerifyCall::A_log, &TestVerifyCall::dt_bias})
        set_elements(chain.*member, elements(tree.*member));
      for (int64_t i = 0; i < 3; ++i) copy_token(tree, path[static_cast<size_t>(i)], chain, i);
      run_accepted(chain);
      for (int64_t i = 0; i < 3; ++i) {
        const int64_t step = path[static_cast<size_t>(i)];
        SCOPED_TRACE(::testing::Message() << "tree step " << step);
        for (int64_t hv = 0; hv < s.HV; ++hv)
          for (int64_t vv = 0; vv < s.V; ++vv) {
            EXPECT_EQ(tree.out.bits({0, step, hv, vv}), chain.out.bits({0, i, hv, vv}));
            for (int64_t kk = 0; kk < s.K; ++kk)
              EXPECT_EQ(tree.buffer.bits({0, step, hv, vv, kk}), chain.buffer.bits({0, i, hv, vv, kk}));
          }
      }
    }
  }
}

// Section 3 and D3/D4 on one batch: request 0 writes steps 0..1 of row 0 of 4; request 1
// has no tokens; request 2 (slot -1) and request 4 (slot 6 >= num_slots) are padded;
// request 3's snapshot row is -1. Tree verify, so request 3 must chain without parents.
VerifyShape mixed_batch(Op op) {
  VerifyShape s = ragged_gva(op);
  s.tokens = {2, 0, 3, 2, 1};
  s.tree = true;
  return s;
}

void make_mixed(TestVerifyCall& c) {
  c.fill_random(63);
  c.cache_indices.set({2}, -1);
  c.cache_indices.set({4}, 6);
  c.intermediate_state_indices.set({3}, -1);
}

TEST(VerifyWrites, OnlyOutAndTheNamedStepsOfTheNamedRows) {
  for (const Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    const VerifyShape s = mixed_batch(op);
    TestVerifyCall c(s);
    make_mixed(c);
    std::vector<std::vector<uint8_t>> inputs;
    for (HostTensor* t : {&c.q, &c.k, &c.v, &c.a, &c.b, &c.A_log, &c.dt_bias, &c.ssm_states, &c.cache_indices,
                          &c.query_start_loc, &c.intermediate_state_indices, &c.retrieve_parent_token})
      inputs.push_back(t->bytes());
    const HostTensor before = c.buffer;
    run_accepted(c);
    size_t i = 0;
    for (HostTensor* t : {&c.q, &c.k, &c.v, &c.a, &c.b, &c.A_log, &c.dt_bias, &c.ssm_states, &c.cache_indices,
                          &c.query_start_loc, &c.intermediate_state_indices, &c.retrieve_parent_token})
      EXPECT_EQ(t->bytes(), inputs[i++]) << "an input changed, the committed pool included (D4)";
    // Rows 1..4 are named by no request that writes a snapshot; row 0 holds steps 0, 1 only.
    for (int64_t row = 0; row < s.rows; ++row)
      for (int64_t step = row == 0 ? 2 : 0; step < s.S; ++step)
        for (int64_t hv = 0; hv < s.HV; ++hv)
          for (int64_t vv = 0; vv < s.V; ++vv)
            for (int64_t kk = 0; kk < s.K; ++kk)
              ASSERT_EQ(c.buffer.bits({row, step, hv, vv, kk}), before.bits({row, step, hv, vv, kk}))
                  << "row " << row << " step " << step;
    // Padded requests (tokens 2..4 and 7): +0.0 in every element.
    for (const int64_t t : {2, 3, 4, 7})
      for (int64_t hv = 0; hv < s.HV; ++hv)
        for (int64_t vv = 0; vv < s.V; ++vv) EXPECT_EQ(c.out.bits({0, t, hv, vv}), 0u) << "token " << t;
  }
}

TEST(VerifyWrites, ARequestWithoutASnapshotRowComputesItsOutputsAsAChain) {
  for (const Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    const VerifyShape s = mixed_batch(op);
    TestVerifyCall padded_row(s), with_row(s);
    make_mixed(padded_row);
    make_mixed(with_row);
    with_row.intermediate_state_indices.set({3}, 3);
    padded_row.intermediate_state_indices.set({3}, s.rows);  // >= rows: no snapshot row either
    run_accepted(padded_row);
    run_accepted(with_row);
    for (const int64_t t : {5, 6})  // request 3's tokens
      for (int64_t hv = 0; hv < s.HV; ++hv)
        for (int64_t vv = 0; vv < s.V; ++vv)
          EXPECT_EQ(padded_row.out.bits({0, t, hv, vv}), with_row.out.bits({0, t, hv, vv})) << "token " << t;
  }
}

TEST(VerifyWrites, AnEmptyBatchIsValidAndWritesNothing) {
  for (const Op op : kOps) {
    VerifyShape s = ragged_gva(op);
    s.tokens = {};
    TestVerifyCall c(s);
    const std::vector<uint8_t> buffer = c.buffer.bytes();
    run_accepted(c);
    EXPECT_EQ(c.buffer.bytes(), buffer) << op_name(op);
  }
}

// Strided out and snapshot buffer (a gap after every row of each tile), int64 indices: the
// same bits as the dense call, and every gap as it was (section 3).
TEST(VerifyWrites, StridedOutAndSnapshotsEqualDenseAndLeaveTheGapsAlone) {
  for (const Op op : kOps) {
    SCOPED_TRACE(op_name(op));
    VerifyShape s = ragged_gva(op);
    s.indices = DType::Int64;
    TestVerifyCall dense(s), strided(s);
    dense.fill_random(64);
    strided.fill_random(64);
    const int64_t K1 = s.K + 1, V2 = s.V + 2;
    strided.buffer.desc.strides = {s.S * s.HV * s.V * K1, s.HV * s.V * K1, s.V * K1, K1, 1};
    strided.buffer.allocate(0x5a);
    const int64_t T = strided.out.desc.shape[1];
    strided.out.desc.strides = {T * s.HV * V2, s.HV * V2, V2, 1};
    strided.out.allocate(0x5a);
    run_accepted(dense);
    run_accepted(strided);
    std::vector<bool> written(strided.buffer.storage.size() * 2, false);  // float32 elements
    for (int64_t row = 0; row < s.rows; ++row)
      for (int64_t step = 0; step < s.S; ++step)
        for (int64_t hv = 0; hv < s.HV; ++hv)
          for (int64_t vv = 0; vv < s.V; ++vv)
            for (int64_t kk = 0; kk < s.K; ++kk) {
              ASSERT_EQ(strided.buffer.bits({row, step, hv, vv, kk}), dense.buffer.bits({row, step, hv, vv, kk}));
              written[static_cast<size_t>(strided.buffer.offset({row, step, hv, vv, kk}))] = true;
            }
    for (size_t e = 0; e < written.size(); ++e) {
      uint32_t bits;
      std::memcpy(&bits, reinterpret_cast<const char*>(strided.buffer.storage.data()) + 4 * e, 4);
      if (!written[e]) {
        ASSERT_EQ(bits, 0x5a5a5a5au) << "gap element " << e;
      }
    }
    for (int64_t t = 0; t < T; ++t)
      for (int64_t hv = 0; hv < s.HV; ++hv) {
        for (int64_t vv = 0; vv < s.V; ++vv)
          EXPECT_EQ(strided.out.bits({0, t, hv, vv}), dense.out.bits({0, t, hv, vv}));
        for (int64_t gap = s.V; gap < V2; ++gap) {
          uint32_t bits;
          std::memcpy(&bits,
                      reinterpret_cast<const char*>(strided.out.storage.data()) + 4 * (t * s.HV * V2 + hv * V2 + gap),
                      4);
          EXPECT_EQ(bits, 0x5a5a5a5au) << "out gap, token " << t;
        }
      }
  }
}

}  // namespace
}  // namespace kda::reference
