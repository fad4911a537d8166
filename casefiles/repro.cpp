#include "casefiles/repro.hpp"

#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "casefiles/repro_python.hpp"
#include "harness/case.hpp"
#include "properties/mutations.hpp"
#include "reference/oracle.hpp"
#include "report/report.hpp"
#include "spec/float_formats.hpp"
#include "spec/tolerance.hpp"

namespace kda::casefiles {
namespace {

namespace fs = std::filesystem;
using harness::HostCase;
using harness::kTensorCount;

nlohmann::json read_json(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  try {
    return nlohmann::json::parse(in);
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

// --- text -------------------------------------------------------------------------------

std::string replace_all(std::string text, const std::string& key, const std::string& value) {
  for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
    text.replace(at, key.size(), value);
  return text;
}

// A Python string literal (double quotes): backslashes, quotes and control characters escaped.
std::string py_string(const std::string& s) {
  std::string r = "\"";
  for (const char c : s) {
    if (c == '\\' || c == '"') {
      r += '\\';
      r += c;
    } else if (c == '\n') {
      r += "\\n";
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(c));
      r += buf;
    } else {
      r += c;
    }
  }
  return r + "\"";
}

// A long text as implicitly concatenated literals of at most `width` characters of text each,
// broken after spaces, one per line at `indent`.
std::string py_wrapped(const std::string& s, size_t width, const std::string& indent) {
  std::string r;
  size_t begin = 0;
  while (begin < s.size()) {
    size_t end = std::min(s.size(), begin + width);
    if (end < s.size()) {
      const size_t space = s.rfind(' ', end);
      if (space != std::string::npos && space > begin) end = space + 1;
    }
    r += indent + py_string(s.substr(begin, end - begin)) + "\n";
    begin = end;
  }
  return r.empty() ? indent + "\"\"\n" : r;
}

// Plain text broken into lines of at most `width` characters, after spaces.
std::string wrapped(const std::string& s, size_t width) {
  std::string r, line;
  std::istringstream words(s);
  for (std::string word; words >> word;) {
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      r += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return r + line;
}

// Python's repr of a double, round-tripping (17 significant digits; inf and nan by name).
std::string py_float(double x) {
  if (std::isnan(x)) return "float(\"nan\")";
  if (std::isinf(x)) return x > 0 ? "float(\"inf\")" : "-float(\"inf\")";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  std::string s = buf;
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

std::string py_tuple(const std::vector<int64_t>& v) {
  std::string r = "(";
  for (size_t i = 0; i < v.size(); ++i) r += (i ? ", " : "") + std::to_string(v[i]);
  return r + (v.size() == 1 ? ",)" : ")");
}

// --- bytes ------------------------------------------------------------------------------

// Base85 as Python's base64.b85encode writes it (b85decode reads it back): 5 characters per
// 4 bytes, a short last group padded with zeros and cut to its bytes plus one character;
// the alphabet holds no quote or backslash.
std::string base85(const std::vector<unsigned char>& bytes) {
  static const char* const alphabet =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
  std::string r;
  r.reserve((bytes.size() + 3) / 4 * 5);
  for (size_t i = 0; i < bytes.size(); i += 4) {
    uint32_t n = 0;
    for (size_t k = 0; k < 4; ++k) n = (n << 8) | (i + k < bytes.size() ? bytes[i + k] : 0u);
    char group[5];
    for (int k = 4; k >= 0; --k, n /= 85) group[k] = alphabet[n % 85];
    r.append(group, std::min<size_t>(5, bytes.size() - i + 1));
  }
  return r;
}

std::vector<unsigned char> deflate(const std::byte* data, size_t n) {
  uLongf size = compressBound(n);
  std::vector<unsigned char> out(size);
  if (compress2(out.data(), &size, reinterpret_cast<const Bytef*>(data), n, 9) != Z_OK)
    throw std::runtime_error("repro: zlib could not compress a tensor's storage");
  out.resize(size);
  return out;
}

// Bytes as a parenthesised run of base85 literals, 100 characters a line.
std::string py_blob(const std::byte* data, size_t n, const std::string& indent) {
  const std::string b64 = base85(deflate(data, n));
  std::string r = "(\n";
  for (size_t at = 0; at < b64.size(); at += 100) r += indent + "    \"" + b64.substr(at, 100) + "\"\n";
  if (b64.empty()) r += indent + "    \"\"\n";
  return r + indent + ")";
}

double read_as_double(const std::byte* p, DType t) {
  if (const std::optional<double> value = load_value(p, t)) return *value;
  throw std::logic_error("repro: a case tensor of an unsupported dtype");
}

// One element in a dtype a mutation installed (float64, float32 or an integer type).
void write_as(std::byte* p, DLDataType t, double x) {
  const int bytes = t.bits / 8;
  if (t.code == kDLFloat && t.bits == 64) {
    std::memcpy(p, &x, 8);
  } else if (t.code == kDLFloat && t.bits == 32) {
    const float f = static_cast<float>(x);
    std::memcpy(p, &f, 4);
  } else {
    // Integers: the value truncated (NaN and infinities as 0), its low bytes (little-endian).
    const double clean = std::isfinite(x) ? std::trunc(x) : 0.0;
    const int64_t i = static_cast<int64_t>(std::clamp(clean, -0x1p62, 0x1p62));
    std::memcpy(p, &i, static_cast<size_t>(bytes));
  }
}

struct Storage {
  std::string dtype;
  std::vector<int64_t> shape, strides;
  int64_t offset = 0;  // elements
  std::string device;
  std::vector<std::byte> bytes;
  size_t element_bytes = 0;
  int64_t elements() const { return static_cast<int64_t>(bytes.size() / element_bytes); }
};

// Tensor `id` as the final call describes it, over its buffer's payload: re-encoded where a
// mutation changed its dtype (the same values in the new type, the same layout), extended
// with zeros where a mutation's shape or strides reach past it.
Storage storage_of(const HostCase& c, int id, const DLTensor& t, const std::string& device) {
  Storage s;
  const DType stored = c.spec().dtypes[id];
  const size_t old_size = static_cast<size_t>(dtype_bytes(stored));
  const size_t new_size = static_cast<size_t>(t.dtype.bits / 8 * t.dtype.lanes);
  const std::byte* payload = c.buffer(id).payload();
  const size_t payload_bytes = c.buffer(id).payload_bytes;
  const auto* data = static_cast<const std::byte*>(t.data) + t.byte_offset;
  if (data < payload || (data - payload) % static_cast<ptrdiff_t>(old_size) != 0)
    throw std::invalid_argument("repro: a tensor's data does not start on an element of its buffer");
  s.offset = (data - payload) / static_cast<ptrdiff_t>(old_size);
  const size_t elements = payload_bytes / old_size;
  if (new_size == old_size && dtype_of(t.dtype) == stored) {
    s.bytes.assign(payload, payload + payload_bytes);
  } else {
    s.bytes.assign(elements * new_size, std::byte{0});
    for (size_t e = 0; e < elements; ++e)
      write_as(&s.bytes[e * new_size], t.dtype, read_as_double(payload + e * old_size, stored));
  }
  s.dtype = dtype_name(t.dtype);
  s.device = device;
  s.element_bytes = new_size;
  s.shape.assign(t.shape, t.shape + t.ndim);
  int64_t extent = s.offset + 1, dense = 1;
  for (int d = t.ndim - 1; d >= 0; --d) {
    const int64_t stride = t.strides != nullptr ? t.strides[d] : dense;
    if (stride < 0) throw std::invalid_argument("repro: a negative stride has no torch tensor");
    s.strides.insert(s.strides.begin(), stride);
    dense *= t.shape[d];
    if (t.shape[d] == 0) extent = 0;
    if (extent > 0) extent += (t.shape[d] - 1) * stride;
  }
  if (static_cast<size_t>(extent) * new_size > s.bytes.size()) s.bytes.resize(static_cast<size_t>(extent) * new_size);
  return s;
}

// The storage elements of view `s` whose dim-0 index is in `firsts` and dim-1 index in
// `seconds` (every index where null), sorted, once each, within the storage.
std::vector<int64_t> view_elements(const Storage& s, const std::vector<int64_t>* firsts,
                                   const std::vector<int64_t>* seconds = nullptr) {
  std::vector<int64_t> inner = {s.offset};
  for (size_t d = s.shape.size(); d-- > 1;) {
    std::vector<int64_t> next, picks;
    if (d == 1 && seconds != nullptr)
      picks = *seconds;
    else
      for (int64_t j = 0; j < s.shape[d]; ++j) picks.push_back(j);
    next.reserve(inner.size() * picks.size());
    for (const int64_t j : picks)
      for (const int64_t at : inner) next.push_back(at + j * s.strides[d]);
    inner = std::move(next);
  }
  std::vector<int64_t> all_rows, r;
  if (!s.shape.empty() && firsts == nullptr) {
    for (int64_t i = 0; i < s.shape[0]; ++i) all_rows.push_back(i);
    firsts = &all_rows;
  }
  if (s.shape.empty())
    r = inner;
  else
    for (const int64_t f : *firsts)
      for (const int64_t at : inner) r.push_back(at + f * s.strides[0]);
  std::sort(r.begin(), r.end());
  r.erase(std::unique(r.begin(), r.end()), r.end());
  r.erase(std::remove_if(r.begin(), r.end(), [&](int64_t e) { return e < 0 || e >= s.elements(); }), r.end());
  return r;
}

// Sorted elements as runs: (elements since the previous run's end, length) pairs, which
// zlib folds to a few bytes for any regular layout.
std::vector<int64_t> runs_of(const std::vector<int64_t>& elements) {
  std::vector<int64_t> runs;
  int64_t end = 0;
  for (size_t i = 0; i < elements.size();) {
    size_t j = i + 1;
    while (j < elements.size() && elements[j] == elements[j - 1] + 1) ++j;
    runs.push_back(elements[i] - end);
    runs.push_back(static_cast<int64_t>(j - i));
    end = elements[j - 1] + 1;
    i = j;
  }
  return runs;
}

// Sorted indices as numpy's index expression of their ranges: np.r_[0:8, 65527:65586].
std::string py_ranges(const std::vector<int64_t>& sorted) {
  std::string r = "np.r_[";
  const std::vector<int64_t> runs = runs_of(sorted);
  int64_t end = 0;
  for (size_t i = 0; i < runs.size(); i += 2) {
    const int64_t first = end + runs[i];
    end = first + runs[i + 1];
    r += (i ? (i % 16 == 0 ? ",\n    " : ", ") : "") + std::to_string(first) + ":" + std::to_string(end);
  }
  return r + "]";
}

std::string py_int64s(const std::vector<int64_t>& v, const std::string& indent) {
  return py_blob(reinterpret_cast<const std::byte*>(v.data()), v.size() * sizeof(int64_t), indent);
}

// --- the call's template ------------------------------------------------------------------

const char* const kKdaArgs =
    "\n        t[\"mixed_qkv\"], t[\"a\"], t[\"b\"], t[\"A_log\"], t[\"dt_bias\"], SCALE, t[\"initial_state\"], "
    "t[\"out\"],\n        t[\"ssm_state_indices\"]";

struct Target {
  std::string kernel, needs, code;
  bool gdn_only = false;
};

// The call of `implementation` as its adapter makes it, in its package's own terms.
Target target_of(const std::string& implementation, Op op, const std::string& device) {
  const size_t colon = implementation.rfind(':');
  if (implementation.rfind("python:", 0) != 0 || colon == std::string::npos || colon < 7)
    throw std::invalid_argument("repro: the implementation must be a Python port, python:FILE.py:FUNCTION (got '" +
                                implementation + "')");
  const std::string file = implementation.substr(7, colon - 7), function = implementation.substr(colon + 1);
  const std::string stem = fs::path(file).stem().string();
  const std::string key = stem + ":" + function;
  const std::string keywords =
      op == Op::gdn ? "use_qk_l2norm_in_kernel=L2NORM" : "use_qk_l2norm_in_kernel=L2NORM, lower_bound=LOWER_BOUND";
  const std::string args = std::string(kKdaArgs) + ", " + keywords;
  for (const ReproTemplate& r : repro_templates())
    if (key == r.key) return {r.kernel, r.needs, replace_all(r.code, "@ARGS@", args), r.gdn_only};
  // Any other port: its module by the file's stem, its function by name.
  Target t;
  t.kernel = stem + "." + function;
  t.needs = device == "cuda" ? "torch, numpy, a CUDA device and the module " + stem + " (" + file + ") on PYTHONPATH"
                             : "numpy and the module " + stem + " (" + file + ") on PYTHONPATH";
  t.code = "    import " + stem + "\n\n    " + stem + "." + function + "(" + args + ")\n";
  if (device == "cuda") t.code = "    import torch\n" + t.code + "    torch.cuda.synchronize()\n";
  return t;
}

// --- bounds -------------------------------------------------------------------------------

// What judge() (spec/tolerance.hpp) allows an element: the arithmetic's bound plus half an
// ulp of the stored dtype; on the exact tier (bound 0) the distance to the oracle rounded
// to the stored dtype, which only that value meets (ties aside).
double allowed_error(double oracle, double bound, DType storage) {
  if (!std::isfinite(oracle)) return 0.0;
  if (bound == 0.0) return std::fabs(tolerance::round_to_storage(oracle, storage) - oracle);
  return bound + tolerance::storage_half_ulp(std::fabs(oracle) + bound, storage);
}

// An allowed error as the script holds it: the power of two at or above it (the exponent,
// one byte; -128 for 0, 127 for no bound). At most twice the suite's bound, never below
// it, so the check never fails a legal result; a byte of few values compresses to little.
int8_t allowed_code(double allowed) {
  if (allowed <= 0.0) return -128;
  if (!std::isfinite(allowed)) return 127;
  int e = 0;
  std::frexp(allowed, &e);  // allowed <= 2^e
  if (std::ldexp(1.0, e - 1) >= allowed) --e;
  return static_cast<int8_t>(std::clamp(e, -126, 127));
}

// out's and the new state's allowed errors of the checked rows, as codes.
std::string allowed_arrays(const HostCase& c, const std::vector<int64_t>& rows, const std::vector<int64_t>& heads) {
  const harness::CaseSpec& s = c.spec();
  const reference::OracleResult o = reference::evaluate_oracle(c.read_only_call());
  const DType out_t = s.dtypes[harness::kOut], state_t = s.dtypes[harness::kState];
  const size_t out_row = static_cast<size_t>(s.HV * s.V), state_row = static_cast<size_t>(s.HV * s.V * s.K);
  std::vector<int8_t> out, state;
  const size_t out_head = static_cast<size_t>(s.V), state_head = static_cast<size_t>(s.V * s.K);
  for (const int64_t i : rows) {
    for (const int64_t h : heads) {
      const size_t out_at = out_row * static_cast<size_t>(i) + out_head * static_cast<size_t>(h);
      for (size_t e = out_at; e < out_at + out_head; ++e)
        out.push_back(allowed_code(allowed_error(o.out[e], o.out_bound[e], out_t)));
      const size_t state_at = state_row * static_cast<size_t>(i) + state_head * static_cast<size_t>(h);
      for (size_t e = state_at; e < state_at + state_head; ++e)
        state.push_back(allowed_code(allowed_error(o.state[e], o.state_bound[e], state_t)));
    }
  }
  const int64_t m = static_cast<int64_t>(heads.size());
  auto blob = [](const std::vector<int8_t>& v) {
    return py_blob(reinterpret_cast<const std::byte*>(v.data()), v.size(), "");
  };
  const int64_t n = static_cast<int64_t>(rows.size());
  return "OUT_ALLOWED = allowed(unpack(" + blob(out) + ", np.int8).reshape(" + py_tuple({n, 1, m, s.V}) +
         "))\nSTATE_ALLOWED = allowed(unpack(" + blob(state) + ", np.int8).reshape(" + py_tuple({n, m, s.V, s.K}) +
         "))\n";
}

std::string finding_title(const std::string& what) {
  const size_t stop = what.find_first_of(":;(");
  std::string t = what.substr(0, std::min<size_t>(stop, 110));
  while (!t.empty() && t.back() == ' ') t.pop_back();
  return t;
}

}  // namespace

// --- sources -------------------------------------------------------------------------------

ReproInput repro_from_finding(const std::string& findings_path, int index) {
  const report::MatrixFindings all = report::parse_findings(read_json(findings_path), findings_path);
  if (index < 0 || index >= static_cast<int>(all.findings.size()))
    throw std::out_of_range(findings_path + " has findings 0 to " + std::to_string(all.findings.size() - 1) + ", not " +
                            std::to_string(index));
  const report::Classification& f = all.findings[static_cast<size_t>(index)];
  // A findings file names its reports from the tree's root, as kda_report matrix reads them.
  if (!fs::is_regular_file(f.report))
    throw std::runtime_error(findings_path + ": finding " + std::to_string(index) + "'s report " + f.report +
                             " is not here (run from the tree's root)");
  const report::Report report = report::load_report(f.report);
  ReproInput in;
  if (!f.case_file.empty()) {
    in.record = read_json(f.case_file);
    // A case file names the property that replays it: the finding's, or the one a variant
    // of it replays as, a prefix of its name (...WithTwoFaults replays as ..., as the
    // battery's bodies name them: properties/battery/campaign_table.cpp).
    const std::string property = in.record.value("property", "");
    if (!in.record.contains("case") || property.empty() ||
        std::none_of(f.properties.begin(), f.properties.end(),
                     [&](const std::string& p) { return p.rfind(property, 0) == 0; }))
      throw std::runtime_error(findings_path + ": finding " + std::to_string(index) + "'s case " + f.case_file +
                               " is not a case of one of its properties");
  }
  const std::vector<report::PropertyResult> none;
  for (const std::string& property : f.properties)
    for (const report::PropertyResult& p : report.properties ? *report.properties : none)
      if (in.record.is_null() && p.name == property && p.failure && p.failure->case_json.is_object() &&
          p.failure->case_json.contains("case"))
        in.record = p.failure->case_json;
  if (in.record.is_null())
    throw std::runtime_error("finding " + std::to_string(index) + ": " + f.report +
                             " holds no shrunk case of its properties");
  in.implementation = report.implementation_name;
  in.device = report.implementation_device.empty() ? "cuda" : report.implementation_device;
  std::string what = f.what;
  while (!what.empty() && (what.back() == '.' || what.back() == ' ')) what.pop_back();
  const std::string findings_name = fs::path(findings_path).lexically_normal().generic_string();
  in.finding = "Finding " + std::to_string(index) + " of " + findings_name + " (" + f.verdict + ", " + f.seen_in +
               "): " + what + ". See " + f.see + ".";
  // A case written for the repro (a finding's fault alone, where the shrunk case breaks
  // the kernel's own domain too) says why in "about".
  const std::string about = in.record.value("about", "");
  in.origin = "Finding " + std::to_string(index) + " (" + f.verdict + ") of " + findings_name + ": " +
              finding_title(what) + ". Its case: " +
              (about.empty() ? "the shrunk " + in.record.value("property", "?") + " case of " +
                                   (f.case_file.empty() ? f.report : f.case_file) + "."
                             : f.case_file + ", " + about);
  in.command = "kda_cases repro --findings " + findings_name + " --finding " + std::to_string(index);
  return in;
}

ReproInput repro_from_case_file(const std::string& path, const std::string& implementation, const std::string& device) {
  ReproInput in;
  in.record = read_json(path);
  if (!in.record.contains("case"))
    throw std::runtime_error(path + ": not a failure case ({property, case, mutations?})");
  in.implementation = implementation;
  in.device = device;
  const std::string property = in.record.value("property", "?");
  const std::string file = fs::path(path).filename().string();
  in.finding = "The suite's property " + property + " failed on this case (" + file + ").";
  in.origin = "The failing " + property + " case " + file + ".";
  in.command = "kda_cases repro --case " + file + " --iut " + implementation + " --device " + device;
  return in;
}

// --- the script ----------------------------------------------------------------------------

std::string repro_script(const ReproInput& in, size_t max_storage_bytes) {
  if (in.device != "cuda" && in.device != "cpu")
    throw std::invalid_argument("repro: the device is cuda or cpu, not '" + in.device + "'");
  harness::CaseSpec spec = harness::case_spec_from_json(in.record.at("case"));
  std::vector<properties::Mutation> mutations;
  if (in.record.contains("mutations"))
    for (const auto& m : in.record["mutations"]) mutations.push_back(properties::mutation_from_json(m));
  const Target target = target_of(in.implementation, spec.op, in.device);
  if (target.gdn_only && spec.op != Op::gdn)
    throw std::invalid_argument("repro: " + target.kernel + " implements gdn only, and the case calls kda");
  if (target.kernel.find("CuTe") != std::string::npos && spec.params.lower_bound)
    throw std::invalid_argument("repro: the CuTe DSL kernel has no lower_bound, and the case gives one");

  size_t total = 0;
  for (size_t b : harness::payload_bytes_of(spec)) total += b;
  if (total > max_storage_bytes)
    throw std::invalid_argument("repro: the case's tensors hold " + std::to_string(total) +
                                " bytes, past what a script should embed (" + std::to_string(max_storage_bytes) + ")");

  // Checked rows: their inputs and named slots embedded exactly, their results judged; the
  // other rows' inputs and slots get regenerated values (a case cut down to fit a script).
  std::vector<int64_t> rows = in.check_rows, other_rows;
  if (rows.empty() || !mutations.empty())
    for (int64_t i = 0; i < spec.B; ++i) rows.push_back(i);
  for (const int64_t i : rows)
    if (i < 0 || i >= spec.B)
      throw std::invalid_argument("repro: a checked row " + std::to_string(i) + " past the batch of " +
                                  std::to_string(spec.B));
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  for (int64_t i = 0, r = 0; i < spec.B; ++i)
    if (r < static_cast<int64_t>(rows.size()) && rows[static_cast<size_t>(r)] == i)
      ++r;
    else
      other_rows.push_back(i);
  // The rows not checked name the slots the checked rows leave, in ascending order (the
  // script regenerates their indices so) where there are enough: a batch of 65,586 random
  // indices would not fit; a small batch keeps its indices.
  bool indices_regenerated = false;
  if (!other_rows.empty()) {
    std::vector<int64_t> free_slots;
    for (int64_t slot = 0; slot < spec.num_slots; ++slot)
      if (std::none_of(rows.begin(), rows.end(),
                       [&](int64_t i) { return spec.indices[static_cast<size_t>(i)] == slot; }))
        free_slots.push_back(slot);
    indices_regenerated = free_slots.size() >= other_rows.size();
    for (size_t r = 0; indices_regenerated && r < other_rows.size(); ++r)
      spec.indices[static_cast<size_t>(other_rows[r])] = free_slots[r];
  }

  HostCase c(spec);
  DecodeCall call = c.call();
  const DLDevice home = in.device == "cuda" ? DLDevice{kDLCUDA, 0} : DLDevice{kDLCPU, 0};
  for (int id = 0; id < kTensorCount; ++id) properties::tensor_of(call, id).device = home;
  properties::DescriptorStorage descriptors;
  for (const properties::Mutation& m : mutations) properties::apply(m, spec, call, descriptors);

  auto slots_of = [&](const std::vector<int64_t>& of) {
    std::vector<int64_t> slots;
    for (const int64_t i : of)
      if (spec.row_active(i)) slots.push_back(spec.indices[static_cast<size_t>(i)]);
    return slots;
  };
  const std::vector<int64_t> checked_slots = slots_of(rows), other_slots = slots_of(other_rows);
  std::vector<int64_t> heads = in.check_heads, other_heads;
  if (heads.empty() || !mutations.empty())
    for (int64_t h = 0; h < spec.HV; ++h) heads.push_back(h);
  std::sort(heads.begin(), heads.end());
  heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
  for (int64_t h = 0; h < spec.HV; ++h)
    if (!std::binary_search(heads.begin(), heads.end(), h)) other_heads.push_back(h);
  if (heads.back() >= spec.HV)
    throw std::invalid_argument("repro: a checked head " + std::to_string(heads.back()) +
                                " past HV = " + std::to_string(spec.HV));

  std::string tensors = "TENSORS = {\n";
  for (int id = 0; id < kTensorCount; ++id) {
    const DLTensor& t = properties::tensor_of(call, id);
    const std::string device = t.device.device_type == kDLCUDA ? "cuda" : "cpu";
    if (in.device == "cpu" && device == "cuda")
      throw std::invalid_argument(std::string("repro: the case puts ") + harness::tensor_name(id) +
                                  " on a CUDA device, which a CPU port's numpy arrays cannot hold");
    const Storage s = storage_of(c, id, t, device);
    // The pool's unnamed slots hold junk. The batch inputs' elements of the rows not checked,
    // and the named slots' of rows or heads not checked, are regenerated; so is every named
    // slot of an invalid call, whose rejection depends on no value. The rest is exact.
    const bool pool = id == harness::kState && s.shape.size() == 4 && s.shape[0] == spec.num_slots;
    const bool batch = id == harness::kMixedQkv || id == harness::kA || id == harness::kB ||
                       (id == harness::kIndices && indices_regenerated);
    std::vector<int64_t> exact, regenerated;
    if (pool && !mutations.empty()) {
      regenerated = view_elements(s, &checked_slots);
    } else if (pool) {
      exact = view_elements(s, &checked_slots, &heads);
      regenerated = view_elements(s, &other_slots);
      if (!other_heads.empty()) {
        const std::vector<int64_t> rest = view_elements(s, &checked_slots, &other_heads);
        regenerated.insert(regenerated.end(), rest.begin(), rest.end());
        std::sort(regenerated.begin(), regenerated.end());
      }
    } else if (batch && !other_rows.empty()) {
      exact = view_elements(s, &rows);
      regenerated = view_elements(s, &other_rows);
    } else {
      exact = view_elements(s, nullptr);
    }
    std::vector<std::byte> values;
    values.reserve(exact.size() * s.element_bytes);
    for (const int64_t e : exact)
      values.insert(values.end(), s.bytes.begin() + e * static_cast<int64_t>(s.element_bytes),
                    s.bytes.begin() + (e + 1) * static_cast<int64_t>(s.element_bytes));
    tensors += "    \"" + std::string(harness::tensor_name(id)) + "\": (\"" + s.dtype + "\", " + py_tuple(s.shape) +
               ", " + py_tuple(s.strides) + ", " + std::to_string(s.offset) + ", \"" + s.device + "\", " +
               std::to_string(s.elements()) + ",\n        " + py_int64s(runs_of(exact), "        ") + ",\n        " +
               py_blob(values.data(), values.size(), "        ") + ",\n        " +
               py_int64s(runs_of(regenerated), "        ") + "),\n";
  }
  tensors += "}\n";

  std::string expected_message = "None", suffix = "False", allowed = "OUT_ALLOWED = STATE_ALLOWED = None\n", contract;
  if (!mutations.empty()) {
    const Rule winner = properties::winning_rule(spec.op, mutations);
    expected_message = py_string(properties::predicted_message(winner, call));
    suffix = winner == Rule::WrongDevice ? "True" : "False";
    contract = std::string("The contract (spec/contract.md, validation) rejects this call (rule ") + rule_name(winner) +
               "), raising with its message word for word, and leaves every buffer unchanged.";
  } else {
    allowed = allowed_arrays(c, rows, heads);
    contract =
        "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active row's out "
        "and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each padded row's out, "
        "and nothing else.";
  }
  const auto& p = spec.params;
  std::string script = repro_python_skeleton(in.device == "cuda");
  const std::map<std::string, std::string> fields = {
      {"@TITLE@",
       target.kernel + ": " + (mutations.empty() ? "a valid call" : "an invalid call") + " that breaks the contract."},
      {"@ABOUT@", wrapped(in.origin + " Written by `" + in.command +
                              "` (kda-conformance); it imports nothing of the suite. Needs " + target.needs + ".",
                          92)},
      {"@FINDING@", py_wrapped(in.finding, 100, "    ")},
      {"@CONTRACT@", py_wrapped(contract, 100, "    ")},
      {"@SCALE@", py_float(static_cast<double>(p.scale))},
      {"@L2NORM@", p.use_qk_l2norm_in_kernel ? "True" : "False"},
      {"@LOWER_BOUND@", p.lower_bound ? py_float(static_cast<double>(*p.lower_bound)) : "None"},
      {"@HEADS@", std::to_string(spec.H) + ", " + std::to_string(spec.HV) + ", " + std::to_string(spec.K) + ", " +
                      std::to_string(spec.V)},
      {"@EXPECTED_MESSAGE@", expected_message},
      {"@SUFFIX@", suffix},
      {"@TENSORS@", tensors},
      {"@CHECKED_ROWS@", other_rows.empty() ? "None" : py_ranges(rows)},
      {"@CHECKED_HEADS@", other_heads.empty() ? "None" : py_ranges(heads)},
      {"@JUNK_SEED@", std::to_string(spec.seed % 1000003)},
      {"@ALLOWED@", allowed},
      {"@CALL@", target.code},
      {"@EPS@", py_float(static_cast<double>(1e-6f))},
  };
  for (const auto& [key, value] : fields) script = replace_all(script, key, value);
  return script;
}

}  // namespace kda::casefiles
