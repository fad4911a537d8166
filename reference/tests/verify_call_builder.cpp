#include "reference/tests/verify_call_builder.hpp"

#include <random>
#include <utility>

#include "reference/tensor_access.hpp"

namespace kda::reference::testing {

namespace {

void fill_uniform(HostTensor& t, std::mt19937& rng, double lo, double hi) {
  std::uniform_real_distribution<double> draw(lo, hi);
  std::vector<double> values(static_cast<size_t>(numel(t.desc.view())));
  for (double& x : values) x = draw(rng);
  set_elements(t, values);
}

}  // namespace

TestVerifyCall::TestVerifyCall(const VerifyShape& s) : tree(s.tree), cache_steps(s.cache_steps), op(s.op) {
  const int64_t N = static_cast<int64_t>(s.tokens.size());
  int64_t T = 0;
  for (int64_t tokens : s.tokens) T += tokens;
  const int64_t G = s.HV * op_spec(s.op).gate_width(s.K);
  q.desc = TensorDesc::dense({1, T, s.H, s.K}, s.activations);
  k.desc = TensorDesc::dense({1, T, s.H, s.K}, s.activations);
  v.desc = TensorDesc::dense({1, T, s.HV, s.V}, s.activations);
  a.desc = TensorDesc::dense({T, G}, s.activations);
  b.desc = TensorDesc::dense({T, s.HV}, s.activations);
  A_log.desc = TensorDesc::dense({s.HV}, s.activations);
  dt_bias.desc = TensorDesc::dense({G}, s.activations);
  ssm_states.desc = TensorDesc::dense({s.num_slots, s.HV, s.V, s.K}, s.state);
  cache_indices.desc = TensorDesc::dense({N}, s.indices);
  query_start_loc.desc = TensorDesc::dense({N + 1}, s.indices);
  buffer.desc = TensorDesc::dense({s.rows, s.S, s.HV, s.V, s.K}, s.snapshots);
  intermediate_state_indices.desc = TensorDesc::dense({N}, s.indices);
  retrieve_parent_token.desc = TensorDesc::dense({N, s.cache_steps}, s.indices);
  out.desc = TensorDesc::dense({1, T, s.HV, s.V}, DType::Float32);
  for (HostTensor* t : {&q, &k, &v, &a, &b, &A_log, &dt_bias, &ssm_states, &cache_indices, &query_start_loc,
                        &intermediate_state_indices, &retrieve_parent_token})
    t->allocate();
  buffer.allocate(0x5a);
  out.allocate(0x5a);
  int64_t start = 0;
  for (int64_t n = 0; n < N; ++n) {
    query_start_loc.set({n}, static_cast<double>(start));
    start += s.tokens[static_cast<size_t>(n)];
    cache_indices.set({n}, static_cast<double>(n % s.num_slots));
    intermediate_state_indices.set({n}, static_cast<double>(n % s.rows));
    retrieve_parent_token.set({n, 0}, -1);  // step 0 reads the pool whatever it holds
    for (int64_t j = 1; j < s.cache_steps; ++j) retrieve_parent_token.set({n, j}, static_cast<double>(j - 1));
  }
  query_start_loc.set({N}, static_cast<double>(start));
}

VerifyCall TestVerifyCall::call() {
  VerifyCall c{};
  for (auto [field, tensor] : {std::pair{&VerifyCall::q, &q},
                               {&VerifyCall::k, &k},
                               {&VerifyCall::v, &v},
                               {&VerifyCall::a, &a},
                               {&VerifyCall::b, &b},
                               {&VerifyCall::A_log, &A_log},
                               {&VerifyCall::dt_bias, &dt_bias},
                               {&VerifyCall::ssm_states, &ssm_states},
                               {&VerifyCall::cache_indices, &cache_indices},
                               {&VerifyCall::query_start_loc, &query_start_loc},
                               {&VerifyCall::intermediate_state_indices, &intermediate_state_indices},
                               {&VerifyCall::out, &out}})
    c.*field = tensor->desc.view();
  if (has_buffer) c.intermediate_states_buffer = buffer.desc.view();
  if (tree) c.retrieve_parent_token = retrieve_parent_token.desc.view();
  c.cache_steps = cache_steps;
  c.params = params;
  c.op = op;
  return c;
}

void TestVerifyCall::fill_random(uint32_t seed) {
  std::mt19937 rng(seed);
  for (HostTensor* t : {&q, &k, &v, &dt_bias, &ssm_states}) fill_uniform(*t, rng, -1.0, 1.0);
  fill_uniform(a, rng, -3.0, 3.0);
  fill_uniform(b, rng, -3.0, 3.0);
  fill_uniform(A_log, rng, -1.0, 0.5);
}

std::vector<double> elements(HostTensor& t) {
  const DLTensor view = t.desc.view();
  std::vector<float> values(static_cast<size_t>(numel(view)));
  detail::load_floats(view, 0, numel(view), 1, values.data());
  return std::vector<double>(values.begin(), values.end());
}

void set_elements(HostTensor& t, const std::vector<double>& values) {
  const std::vector<float> narrowed(values.begin(), values.end());
  detail::store_floats(t.desc.view(), 0, static_cast<int64_t>(narrowed.size()), 1, narrowed.data());
}

}  // namespace kda::reference::testing
