#include "casefiles/verify_case_files.hpp"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "implementation/implementation.hpp"
#include "reference/oracle.hpp"
#include "reference/target_verify.hpp"

namespace kda::casefiles {

using harness::SafeTensor;
using harness::SafeTensorsFile;
using harness::VerifyCaseSpec;
using harness::VerifyHostCase;

namespace {

// The tensors a verify case file stores as the call's inputs: every one of the call's but out
// (which the implementation writes), the parents only in tree verify.
bool stored_input(const VerifyCaseSpec& s, int id) {
  return id != harness::kVerifyOut && (id != harness::kVerifyParents || s.parents.has_value());
}

// Each element of a tensor of `shape` and `strides`, in row-major order: visit(flat, offset).
template <typename Visit>
void for_each_verify_element(const std::vector<int64_t>& shape, const std::vector<int64_t>& strides,
                             const Visit& visit) {
  int64_t n = 1;
  for (const int64_t s : shape) n *= s;
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t offset = 0;
    for (size_t k = 0; k < index.size(); ++k) offset += index[k] * strides[k];
    visit(e, offset);
    for (int k = static_cast<int>(index.size()) - 1; k >= 0; --k) {  // row-major increment
      if (++index[static_cast<size_t>(k)] < shape[static_cast<size_t>(k)]) break;
      index[static_cast<size_t>(k)] = 0;
    }
  }
}

// Tensor `id` of c as a dense safetensors tensor, bit for bit, whatever its strides.
SafeTensor dense_verify_tensor(const VerifyHostCase& c, int id) {
  const TensorDesc& d = c.tensor(id);
  const size_t w = static_cast<size_t>(dtype_bytes(c.dtype(id)));
  SafeTensor t;
  t.dtype = harness::st_dtype(c.dtype(id));
  t.shape = d.shape;
  int64_t n = 1;
  for (const int64_t size : d.shape) n *= size;
  t.data.resize(static_cast<size_t>(n) * w);
  for_each_verify_element(d.shape, d.strides, [&](int64_t e, int64_t offset) {
    std::memcpy(t.data.data() + static_cast<size_t>(e) * w, c.element_bytes(id, offset), w);
  });
  return t;
}

// A stored tensor into tensor `id` of c, in c's layout.
void copy_dense_into_verify(VerifyHostCase& c, int id, const SafeTensor& t, const std::string& name) {
  const TensorDesc& d = c.tensor(id);
  if (harness::dtype_of_st(t.dtype) != c.dtype(id))
    throw std::runtime_error(name + ": dtype " + harness::st_dtype_name(t.dtype) + ", the spec's is " +
                             dtype_name(dl_dtype(c.dtype(id))));
  if (t.shape != d.shape) throw std::runtime_error(name + ": shape differs from the spec's");
  const size_t w = static_cast<size_t>(dtype_bytes(c.dtype(id)));
  std::byte* payload = c.buffer(id).payload();
  for_each_verify_element(d.shape, d.strides, [&](int64_t e, int64_t offset) {
    std::memcpy(payload + static_cast<size_t>(offset) * w, t.data.data() + static_cast<size_t>(e) * w, w);
  });
}

SafeTensor f64_verify_tensor(std::vector<int64_t> shape, const std::vector<double>& values) {
  SafeTensor t;
  t.dtype = harness::StDType::F64;
  t.shape = std::move(shape);
  t.data.resize(values.size() * sizeof(double));
  if (!values.empty()) std::memcpy(t.data.data(), values.data(), t.data.size());
  return t;
}

// A float as text that strtod and a cast to float give back exactly; "none" for an absent one.
std::string optional_float_text(const std::optional<float>& x) {
  if (!x) return "none";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(*x));
  return buf;
}

const char* const kResults[] = {"out", "final_intermediate_states_buffer", "final_ssm_states"};

}  // namespace

SafeTensorsFile verify_case_file(const VerifyHostCase& before, const Provenance& p) {
  const VerifyCaseSpec& s = before.spec();
  SafeTensorsFile f;
  f.metadata["format"] = kVerifyFormat;
  f.metadata["kind"] = "valid";
  f.metadata["op"] = op_name(s.op);
  f.metadata["producer"] = p.producer;
  f.metadata["provenance"] = p.provenance;
  f.metadata["note"] = p.note;
  f.metadata["seed"] = std::to_string(p.seed);
  f.metadata["verify_case_spec"] = harness::to_json(s).dump();
  f.metadata["cache_steps"] = std::to_string(s.cache_steps);
  f.metadata["scale"] = optional_float_text(s.params.scale);
  f.metadata["lower_bound"] = optional_float_text(s.params.lower_bound);
  for (const auto& [key, value] : {std::pair<const char*, int64_t>{"N", s.N()},
                                   {"T", s.T()},
                                   {"H", s.H},
                                   {"HV", s.HV},
                                   {"K", s.K},
                                   {"V", s.V},
                                   {"num_slots", s.num_slots},
                                   {"rows", s.rows},
                                   {"steps", s.steps}})
    f.metadata[key] = std::to_string(value);
  for (int id = 0; id < harness::kVerifyTensorCount; ++id)
    if (stored_input(s, id)) f.tensors[harness::verify_tensor_name(id)] = dense_verify_tensor(before, id);
  const reference::VerifyOracleResult o = reference::evaluate_verify_oracle(before.read_only_call());
  const std::vector<int64_t> outs = {1, s.T(), s.HV, s.V}, states = {s.T(), s.HV, s.V, s.K};
  f.tensors["out_f64"] = f64_verify_tensor(outs, o.out);
  f.tensors["out_bound"] = f64_verify_tensor(outs, o.out_bound);
  f.tensors["snapshot_f64"] = f64_verify_tensor(states, o.state);
  f.tensors["snapshot_bound"] = f64_verify_tensor(states, o.state_bound);
  return f;
}

void write_verify_results(SafeTensorsFile& file, const VerifyHostCase& after) {
  file.tensors[kResults[0]] = dense_verify_tensor(after, harness::kVerifyOut);
  file.tensors[kResults[1]] = dense_verify_tensor(after, harness::kVerifySnapshots);
  file.tensors[kResults[2]] = dense_verify_tensor(after, harness::kVerifyPool);
}

bool is_verify_case_file(const SafeTensorsFile& file) {
  const auto format = file.metadata.find("format");
  return format != file.metadata.end() && format->second == kVerifyFormat;
}

VerifyCaseFile load_verify_case_file(const std::string& path) {
  VerifyCaseFile c;
  c.path = path;
  c.name = std::filesystem::path(path).stem().string();
  try {
    c.file = harness::read_safetensors(path);
    if (!is_verify_case_file(c.file)) throw std::runtime_error(std::string("not a ") + kVerifyFormat + " file");
    if (c.file.meta("kind") != "valid") throw std::runtime_error("unknown kind '" + c.file.meta("kind") + "'");
    c.spec = harness::verify_case_spec_from_json(nlohmann::json::parse(c.file.meta("verify_case_spec")));
    if (c.file.meta("op") != op_name(c.spec.op))
      throw std::runtime_error("metadata op is " + c.file.meta("op") + " but verify_case_spec calls " +
                               op_name(c.spec.op));
    // The recorded layout, every logical element of an input then the file's; the index tensors
    // must be the spec's, which says which requests pad, chain and write.
    c.before.emplace(c.spec);
    const VerifyHostCase& spec_case = *c.before;
    for (int id = 0; id < harness::kVerifyTensorCount; ++id) {
      if (!stored_input(c.spec, id)) continue;
      const std::string name = harness::verify_tensor_name(id);
      const SafeTensor& t = c.file.at(name);
      const bool index = id == harness::kVerifyCacheIndices || id == harness::kVerifyQueryStartLoc ||
                         id == harness::kVerifySnapshotIndices || id == harness::kVerifyParents;
      if (index && t.data != dense_verify_tensor(spec_case, id).data)
        throw std::runtime_error(name + " differs from verify_case_spec's");
      copy_dense_into_verify(*c.before, id, t, name);
    }
    if (c.file.tensors.count(kResults[0]) && c.file.tensors.count(kResults[1]) && c.file.tensors.count(kResults[2])) {
      c.after.emplace(*c.before);
      copy_dense_into_verify(*c.after, harness::kVerifyOut, c.file.at(kResults[0]), kResults[0]);
      copy_dense_into_verify(*c.after, harness::kVerifySnapshots, c.file.at(kResults[1]), kResults[1]);
      copy_dense_into_verify(*c.after, harness::kVerifyPool, c.file.at(kResults[2]), kResults[2]);
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return c;
}

namespace {

FileVerdict judge_verify(const VerifyCaseFile& c, const VerifyHostCase& after) {
  FileVerdict v;
  v.path = c.path;
  v.judgement =
      harness::judge_verify_run(*c.before, after, reference::evaluate_verify_oracle(c.before->read_only_call()));
  v.ok = v.judgement.ok;
  if (!v.ok) v.detail = v.judgement.summary();
  return v;
}

}  // namespace

FileVerdict judge_stored_verify_results(VerifyCaseFile& c) {
  if (c.after) return judge_verify(c, *c.after);
  FileVerdict v;
  v.path = c.path;
  v.detail = "no results: the file holds no out, final_intermediate_states_buffer and final_ssm_states tensors";
  return v;
}

FileVerdict replay_verify(VerifyCaseFile& c, const VerifyRun& run) {
  VerifyHostCase after(*c.before);
  if (const std::string refused = run(after); !refused.empty()) {
    FileVerdict v;
    v.path = c.path;
    v.detail = "the call was not accepted: " + refused;
    return v;
  }
  return judge_verify(c, after);
}

VerifyRun reference_verify_run() {
  return [](VerifyHostCase& c) {
    const VerifyVerdict v = reference::target_verify(c.call());
    return v.accepted() ? std::string() : v.message;
  };
}

VerifyRun implementation_verify_run(std::shared_ptr<const implementation::Implementation> impl) {
  return [impl = std::move(impl)](VerifyHostCase& c) {
    const implementation::RunResult r = impl->run(c);
    if (r.status == KDA_STATUS_OK) return std::string();
    return (r.status == KDA_STATUS_REJECTED ? "rejected: " : "failed: ") + r.message;
  };
}

std::string play_verify_file(const std::string& path, const VerifyRun& run) {
  VerifyCaseFile c = load_verify_case_file(path);
  VerifyHostCase after(*c.before);
  const std::string refused = run(after);
  if (!refused.empty()) return refused;
  write_verify_results(c.file, after);
  harness::write_safetensors(path, c.file);
  return "";
}

}  // namespace kda::casefiles
