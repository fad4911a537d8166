#include "casefiles/case_files.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "harness/upstream_fixture.hpp"
#include "implementation/python_port.hpp"
#include "implementation/recorded_call.hpp"
#include "implementation/selection.hpp"
#include "implementation/validation.hpp"
#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace kda::casefiles {

using harness::CaseSpec;
using harness::HostCase;
using harness::SafeTensor;
using harness::SafeTensorsFile;
using harness::st_dtype;
using harness::StDType;

namespace {

SafeTensor f64_tensor(std::vector<int64_t> shape, const std::vector<double>& values) {
  SafeTensor t;
  t.dtype = StDType::F64;
  t.shape = std::move(shape);
  t.data.resize(values.size() * sizeof(double));
  if (!values.empty()) std::memcpy(t.data.data(), values.data(), t.data.size());
  return t;
}

// A float as text that strtod + a cast to float gives back exactly.
std::string float_text(float x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(x));
  return buf;
}

// A rule of the file's op, by its name.
Rule rule_from_name(Op op, const std::string& name) {
  const Rule rule = rule_named(name);  // std::invalid_argument for a name no op has
  if (rule_number(op, rule) == 0)
    throw std::runtime_error(std::string(op_name(op)) + " has no rule named '" + name + "'");
  return rule;
}

// The op a file names; absent: kda, the files from before the family had a second op.
Op op_of(const SafeTensorsFile& f) {
  const auto op = f.metadata.find("op");
  return op == f.metadata.end() ? Op::kda : parse_op(op->second);
}

std::string file_name_without_extension(const std::string& path) { return std::filesystem::path(path).stem().string(); }

}  // namespace

SafeTensor dense_tensor(const HostCase& c, int id) {
  const TensorDesc& d = c.tensor(id);
  const int w = dtype_bytes(c.spec().dtypes[id]);
  SafeTensor t;
  t.dtype = st_dtype(c.spec().dtypes[id]);
  t.shape = d.shape;
  int64_t n = 1;
  for (int64_t s : d.shape) n *= s;
  t.data.resize(static_cast<size_t>(n) * w);
  std::vector<int64_t> index(d.shape.size(), 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t off = 0;
    for (size_t k = 0; k < index.size(); ++k) off += index[k] * d.strides[k];
    std::memcpy(t.data.data() + e * w, static_cast<const std::byte*>(d.data) + d.byte_offset + off * w, w);
    for (int k = static_cast<int>(index.size()) - 1; k >= 0; --k) {  // row-major increment
      if (++index[k] < d.shape[k]) break;
      index[k] = 0;
    }
  }
  return t;
}

SafeTensorsFile valid_case_file(const CaseSpec& spec, const Provenance& p) {
  return valid_case_file(HostCase(spec), p);
}

SafeTensorsFile valid_case_file(const HostCase& before_in, const Provenance& p) {
  HostCase before(before_in);
  const CaseSpec& s = before.spec();
  SafeTensorsFile f;
  f.metadata["format"] = kFormat;
  f.metadata["kind"] = "valid";
  f.metadata["op"] = op_name(s.op);
  f.metadata["producer"] = p.producer;
  f.metadata["provenance"] = p.provenance;
  f.metadata["note"] = p.note;
  f.metadata["seed"] = std::to_string(p.seed);
  f.metadata["case_spec"] = harness::to_json(s).dump();
  f.metadata["scale"] = float_text(s.params.scale);
  f.metadata["use_qk_l2norm_in_kernel"] = s.params.use_qk_l2norm_in_kernel ? "true" : "false";
  f.metadata["lower_bound"] = s.params.lower_bound ? float_text(*s.params.lower_bound) : "none";
  f.metadata["B"] = std::to_string(s.B);
  f.metadata["H"] = std::to_string(s.H);
  f.metadata["HV"] = std::to_string(s.HV);
  f.metadata["K"] = std::to_string(s.K);
  f.metadata["V"] = std::to_string(s.V);
  f.metadata["num_slots"] = std::to_string(s.num_slots);
  f.metadata["mixed_qkv_row_stride"] = std::to_string(before.tensor(harness::kMixedQkv).strides[0]);
  f.metadata["state_slot_stride"] = std::to_string(before.tensor(harness::kState).strides[0]);
  for (int id : {harness::kMixedQkv, harness::kA, harness::kB, harness::kALog, harness::kDtBias, harness::kIndices})
    f.tensors[harness::tensor_name(id)] = dense_tensor(before, id);
  f.tensors["initial_state"] = dense_tensor(before, harness::kState);

  const reference::OracleResult o = reference::evaluate_oracle(before.call());
  f.tensors["out_f64"] = f64_tensor({s.B, 1, s.HV, s.V}, o.out);
  f.tensors["out_bound"] = f64_tensor({s.B, 1, s.HV, s.V}, o.out_bound);
  f.tensors["state_f64"] = f64_tensor({s.B, s.HV, s.V, s.K}, o.state);
  f.tensors["state_bound"] = f64_tensor({s.B, s.HV, s.V, s.K}, o.state_bound);
  return f;
}

void write_results(SafeTensorsFile& file, const HostCase& after) {
  file.tensors["out"] = dense_tensor(after, harness::kOut);
  file.tensors["final_state"] = dense_tensor(after, harness::kState);
}

std::optional<SafeTensorsFile> invalid_case_file(const DecodeCall& mutated, Rule expected, const std::string& message,
                                                 const Provenance& p) {
  const DLTensor* ts[] = {&mutated.mixed_qkv, &mutated.a,
                          &mutated.b,         &mutated.A_log,
                          &mutated.dt_bias,   &mutated.initial_state,
                          &mutated.out,       &mutated.ssm_state_indices};
  SafeTensorsFile f;
  for (int id = 0; id < harness::kTensorCount; ++id) {
    const DLTensor& t = *ts[id];
    const DType dt = dtype_of(t.dtype);
    if (dt == DType::Unsupported || t.device.device_type != kDLCPU) return std::nullopt;
    int64_t compact = 1;  // strides exactly row-major: the dense file says the same call
    for (int d = t.ndim - 1; d >= 0; --d) {
      if (stride(t, d) != compact) return std::nullopt;
      compact *= t.shape[d];
    }
    SafeTensor st;
    st.dtype = st_dtype(dt);
    st.shape.assign(t.shape, t.shape + t.ndim);
    st.data.assign(static_cast<size_t>(numel(t) * dtype_bytes(dt)), std::byte{0});
    f.tensors[harness::tensor_name(id)] = std::move(st);
  }
  f.metadata["format"] = kFormat;
  f.metadata["kind"] = "invalid";
  f.metadata["op"] = op_name(mutated.op);
  f.metadata["expected_rule"] = rule_spec(mutated.op, expected).name;
  f.metadata["expected_message"] = message;
  f.metadata["producer"] = p.producer;
  f.metadata["provenance"] = p.provenance;
  f.metadata["note"] = p.note;
  f.metadata["seed"] = std::to_string(p.seed);
  f.metadata["scale"] = float_text(mutated.params.scale);
  f.metadata["use_qk_l2norm_in_kernel"] = mutated.params.use_qk_l2norm_in_kernel ? "true" : "false";
  f.metadata["lower_bound"] = mutated.params.lower_bound ? float_text(*mutated.params.lower_bound) : "none";
  return f;
}

void write_result_message(SafeTensorsFile& file, const std::string& message) {
  file.metadata["result_message"] = message;
}

DecodeCall CaseFile::invalid_call() {
  DecodeCall call{};
  DLTensor* ts[] = {
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  for (int id = 0; id < harness::kTensorCount; ++id) *ts[id] = invalid_tensors.at(id).view();
  call.params = invalid_params;
  call.op = op;
  return call;
}

namespace {
void load_invalid(CaseFile& c) {
  const SafeTensorsFile& f = c.file;
  c.expected_rule = rule_from_name(c.op, f.meta("expected_rule"));
  c.expected_message = f.meta("expected_message");
  if (f.metadata.count("result_message")) c.result_message = f.metadata.at("result_message");
  c.invalid_params.scale = static_cast<float>(std::strtod(f.meta("scale").c_str(), nullptr));
  c.invalid_params.use_qk_l2norm_in_kernel = f.meta("use_qk_l2norm_in_kernel") == "true";
  if (f.meta("lower_bound") != "none")
    c.invalid_params.lower_bound = static_cast<float>(std::strtod(f.meta("lower_bound").c_str(), nullptr));
  c.invalid_data.resize(harness::kTensorCount);
  c.invalid_tensors.resize(harness::kTensorCount);
  for (int id = 0; id < harness::kTensorCount; ++id) {
    const SafeTensor& t = f.at(harness::tensor_name(id));
    const DType dtype = harness::dtype_of_st(t.dtype);
    if (dtype == DType::Unsupported)
      throw std::runtime_error(std::string(harness::tensor_name(id)) + ": dtype not admitted");
    c.invalid_data[id] = t.data;
    if (c.invalid_data[id].empty()) c.invalid_data[id].resize(1);  // a valid pointer for empty tensors
    TensorDesc d = TensorDesc::dense(t.shape, dtype);
    d.data = c.invalid_data[id].data();
    c.invalid_tensors[id] = d;
  }
}
}  // namespace

CaseFile load_case_file(const std::string& path) {
  CaseFile c;
  c.path = path;
  c.name = file_name_without_extension(path);
  try {
    c.file = harness::read_safetensors(path);
    const auto fmt = c.file.metadata.find("format");
    if (fmt == c.file.metadata.end() || fmt->second != kFormat)
      throw std::runtime_error(std::string("not a ") + kFormat + " file");
    c.kind = c.file.metadata.count("kind") ? c.file.metadata.at("kind") : "valid";
    c.op = op_of(c.file);
    if (c.kind == "invalid") {
      load_invalid(c);
      return c;
    }
    if (c.kind != "valid") throw std::runtime_error("unknown kind '" + c.kind + "'");
    const bool has_results = c.file.tensors.count("out") && c.file.tensors.count("final_state");
    if (!c.file.metadata.count("case_spec")) {
      // An upstream recording: its loader knows the stride metadata and checks every shape.
      harness::UpstreamFixture f(path);
      c.spec = f.spec;
      c.before.emplace(f.before);
      if (has_results) c.after.emplace(f.triton_after);
      return c;
    }
    c.spec = harness::case_spec_from_json(nlohmann::json::parse(c.file.meta("case_spec")));
    if (c.spec.op != c.op)
      throw std::runtime_error(std::string("metadata op is ") + op_name(c.op) + " but case_spec calls " +
                               op_name(c.spec.op));
    c.before.emplace(c.spec);  // the recorded layout; every logical element is overwritten
    for (int id : {harness::kMixedQkv, harness::kA, harness::kB, harness::kALog, harness::kDtBias, harness::kIndices})
      harness::copy_dense_into(*c.before, id, c.file.at(harness::tensor_name(id)));
    harness::copy_dense_into(*c.before, harness::kState, c.file.at("initial_state"));
    for (int64_t i = 0; i < c.spec.B; ++i)
      if (c.before->read_index(i) != c.spec.indices[static_cast<size_t>(i)])
        throw std::runtime_error("ssm_state_indices differ from case_spec's indices");
    if (has_results) {
      c.after.emplace(*c.before);
      harness::copy_dense_into(*c.after, harness::kOut, c.file.at("out"));
      harness::copy_dense_into(*c.after, harness::kState, c.file.at("final_state"));
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return c;
}

std::vector<std::string> list_case_files(const std::string& dir) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".safetensors") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

namespace {
FileVerdict judge(CaseFile& c, const HostCase& after) {
  FileVerdict v;
  v.path = c.path;
  HostCase for_oracle(*c.before);
  const reference::OracleResult oracle = reference::evaluate_oracle(for_oracle.call());
  v.judgement = harness::judge_run(*c.before, after, oracle);
  v.ok = v.judgement.ok;
  if (!v.ok) v.detail = v.judgement.summary();
  return v;
}
}  // namespace

namespace {
FileVerdict judge_message(const CaseFile& c, const std::string& got) {
  FileVerdict v;
  v.path = c.path;
  const std::string& want = c.expected_message;
  v.ok = c.expected_rule == Rule::WrongDevice
             ? got.size() >= want.size() && got.compare(got.size() - want.size(), want.size(), want) == 0
             : got == want;
  if (!v.ok)
    v.detail = "expected rejection (" + std::string(rule_spec(c.op, c.expected_rule).name) + "): " + want +
               "\n  got: " + (got.empty() ? std::string("(no message: accepted?)") : got);
  return v;
}
}  // namespace

FileVerdict judge_stored_results(CaseFile& c) {
  const auto nothing_stored = [&](const char* detail) {
    FileVerdict v;
    v.path = c.path;
    v.detail = detail;
    return v;
  };
  if (c.kind == "invalid")
    return c.result_message ? judge_message(c, *c.result_message)
                            : nothing_stored("no result: the file holds no result_message metadata");
  return c.after ? judge(c, *c.after) : nothing_stored("no results: the file holds no `out` and `final_state` tensors");
}

FileVerdict replay(CaseFile& c, const implementation::Implementation& impl) {
  if (c.kind == "invalid") {
    FileVerdict v;
    v.path = c.path;
    if (impl.plugin().device_type != kDLCPU) {
      v.detail = "invalid case files hold host tensors: replay them on a CPU implementation";
      return v;
    }
    const std::vector<std::vector<std::byte>> before = c.invalid_data;
    const implementation::RunResult r = impl.call_as_is(c.invalid_call());
    v = judge_message(c, r.status == KDA_STATUS_REJECTED ? r.message : std::string());
    if (c.invalid_data != before) {
      v.ok = false;
      v.detail += "; a rejected call changed a buffer";
    }
    return v;
  }
  HostCase after(*c.before);
  const implementation::RunResult r = impl.run(after);
  if (r.status != KDA_STATUS_OK) {
    FileVerdict v;
    v.path = c.path;
    v.detail = impl.name() + " returned status " + std::to_string(r.status) + ": " + r.message;
    return v;
  }
  return judge(c, after);
}

int32_t play_file(const std::string& path, const implementation::Implementation& impl) {
  CaseFile c = load_case_file(path);
  if (c.kind == "invalid") {
    const implementation::RunResult r = impl.call_as_is(c.invalid_call());
    write_result_message(c.file, r.status == KDA_STATUS_REJECTED ? r.message : std::string());
    harness::write_safetensors(path, c.file);
    return r.status;
  }
  harness::HostCase after(*c.before);
  const implementation::RunResult r = impl.run(after);
  if (r.status == KDA_STATUS_OK) {
    write_results(c.file, after);
    harness::write_safetensors(path, c.file);
  }
  return r.status;
}

// ---------------------------------------------------------------------------------------
// Descriptor-only calls

nlohmann::json call_line(const DecodeCall& call, Rule expected, const std::string& message, bool message_is_suffix) {
  nlohmann::json tensors = nlohmann::json::object();
  const DLTensor* ts[] = {
      &call.mixed_qkv,        &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state, &call.out,
      &call.ssm_state_indices};
  for (int id = 0; id < harness::kTensorCount; ++id) {
    const DLTensor& t = *ts[id];
    std::vector<int64_t> shape(t.shape, t.shape + t.ndim), strides;
    for (int d = 0; d < t.ndim; ++d) strides.push_back(stride(t, d));
    tensors[harness::tensor_name(id)] = {
        {"shape", shape}, {"strides", strides}, {"dtype", dtype_name(t.dtype)}, {"device", device_name(t.device)}};
  }
  nlohmann::json j;
  j["tensors"] = tensors;
  j["scale"] = static_cast<double>(call.params.scale);
  j["use_qk_l2norm_in_kernel"] = call.params.use_qk_l2norm_in_kernel;
  j["lower_bound"] =
      call.params.lower_bound ? nlohmann::json(static_cast<double>(*call.params.lower_bound)) : nlohmann::json(nullptr);
  if (call.op != Op::kda) j["op"] = op_name(call.op);  // KDA's lines stay upstream's format
  const bool accepted = expected == Rule::Accepted;
  j["accepted"] = accepted;
  if (!accepted) {
    // Upstream raises ValueError for its 21 rules (and ZeroDivisionError where K == 0).
    j["error_type"] = rule_spec(call.op, expected).upstream ? "ValueError"
                      : expected == Rule::KeyDimZero        ? "ZeroDivisionError"
                                                            : "extension";
    j["message"] = message;
    j["expected_rule"] = rule_spec(call.op, expected).name;
    j["message_match"] = message_is_suffix ? "suffix" : "exact";
  }
  return j;
}

std::vector<CallLine> load_call_lines(const std::string& path) {
  // Parse twice: the upstream loader for descriptors, our keys from the raw lines.
  std::vector<harness::UpstreamCall> calls = harness::load_upstream_calls(path);
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::vector<CallLine> lines;
  std::string text;
  size_t k = 0;
  while (std::getline(in, text)) {
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    const nlohmann::json j = nlohmann::json::parse(text);
    CallLine l{std::move(calls.at(k++)), std::nullopt, false};
    if (j.contains("expected_rule"))
      l.expected_rule = rule_from_name(l.call.op, j.at("expected_rule").get<std::string>());
    l.message_is_suffix = j.value("message_match", "exact") == "suffix";
    lines.push_back(std::move(l));
  }
  return lines;
}

bool verdict_matches(const CallLine& line, const Verdict& v, DLDeviceType iut_device) {
  const harness::UpstreamCall& u = line.call;
  if (line.expected_rule == Rule::WrongDevice) {
    bool all_on_iut_device = true;
    for (const TensorDesc& t : u.tensors) all_on_iut_device &= t.device.device_type == iut_device;
    if (all_on_iut_device) return v.accepted();
  }
  if (u.accepted) {
    // Upstream had no device rule: a call it accepted on cuda:0 is accepted by the
    // contract's rules even where an implementation then names its own device.
    return v.accepted() || v.rule == Rule::WrongDevice;
  }
  if (v.accepted()) return false;
  if (line.expected_rule && v.rule != *line.expected_rule) return false;
  if (line.message_is_suffix)
    return v.message.size() >= u.message.size() &&
           v.message.compare(v.message.size() - u.message.size(), u.message.size(), u.message) == 0;
  return v.message == u.message;
}

std::string show(const Verdict& v) {
  if (v.accepted()) return "accepted";
  const std::string name = rule_name(v.rule);
  return "rejected (" + (name == "unknown" ? std::string("no known rule") : name) + "): " + v.message;
}

namespace {

constexpr Rule kUnrecognisedRule = static_cast<Rule>(99);

// Which rule a plugin's message comes from: the template's text before its first field.
Rule rule_of_message(Op op, const std::string& message) {
  for (const RuleSpec& r : op_spec(op).rules) {
    const std::string tmpl = r.message;
    const std::string head = tmpl.substr(0, tmpl.find('{'));
    if (!head.empty() && message.compare(0, head.size(), head) == 0) {
      // Rules 20 and KeyDimZero share "Invalid packed Q size "; tell them apart by the tail.
      if (r.id == Rule::KeyDimZero && message.find("K=0 (") == std::string::npos) continue;
      return r.id;
    }
  }
  if (message.find(" computes on ") != std::string::npos) return Rule::WrongDevice;
  return Rule::Accepted;  // unknown words: the caller sees the message itself
}

Verdict verdict_of(Op op, const implementation::RecordedCallOutcome& outcome) {
  const implementation::RunResult& r = outcome.result;
  if (!outcome.confinement.empty()) return Verdict{kUnrecognisedRule, "CONFINEMENT: " + outcome.confinement};
  if (r.status == KDA_STATUS_OK) return Verdict::accept();
  Verdict v;
  v.message = r.message;
  v.rule = r.status == KDA_STATUS_REJECTED ? rule_of_message(op, v.message) : Rule::Accepted;
  if (r.status != KDA_STATUS_REJECTED) v.message = "FAILED: " + v.message;
  if (v.rule == Rule::Accepted) v.rule = kUnrecognisedRule;  // a rejection, of no known rule
  return v;
}

}  // namespace

DescriptorValidator descriptor_validator(const std::string& iut, const std::string& python_device) {
  if (const implementation::Validation validate = implementation::validation_only(iut)) {
    return [validate](const harness::UpstreamCall& u) {
      harness::UpstreamCall copy = u;
      return validate(copy.call());
    };
  }
  const implementation::NamedPlugin named = implementation::plugin_named(iut, python_device);
  const auto impl =
      std::make_shared<implementation::Implementation>(named.plugin, named.route, named.gdn, named.gdn_route);
  if (impl->plugin().device_type == kDLCUDA && !implementation::cuda_device_available())
    throw NoDeviceError(impl->name() + " needs a CUDA device and none is available (" +
                        implementation::cuda_device_problem() + ")");
  return
      [impl](const harness::UpstreamCall& u) { return verdict_of(u.op, implementation::run_recorded_call(*impl, u)); };
}

DLDeviceType judged_device(const std::string& iut, const harness::UpstreamCall& call) {
  if (iut == "reference") return kDLCPU;
  if (iut == "cuda") return kDLCUDA;
  return call.tensors[harness::kMixedQkv].device.device_type;
}

}  // namespace kda::casefiles
