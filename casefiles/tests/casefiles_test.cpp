// Case files end to end: exported cases survive the trip through "an external
// implementation" (the reference, reading and writing the files), a corrupted element is
// caught and named, the upstream Triton recordings judge as they are, and the golden and
// invalid fixtures are what the generator writes and what the implementations say.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "casefiles/case_files.hpp"
#include "casefiles/export.hpp"
#include "casefiles/golden.hpp"
#include "casefiles/verify_case_files.hpp"
#include "reference/packed_decode.hpp"
#include "spec/float_formats.hpp"

namespace kda::casefiles {
namespace {

namespace fs = std::filesystem;

const std::string kFixtures = KDA_FIXTURES_DIR;

// A fresh directory under the build tree for one test.
std::string work_dir(const std::string& name) {
  const fs::path d = fs::path(KDA_CASEFILES_WORK_DIR) / name;
  fs::remove_all(d);
  fs::create_directories(d);
  return d.string();
}

// Reads each file, runs the reference on it, writes out and final_state back: what an
// external implementation does with the exported files.
void play_reference(const std::vector<std::string>& files) {
  const implementation::Implementation reference(reference::plugin(), nullptr, reference::gdn_entry_point());
  for (const std::string& path : files) ASSERT_NE(play_file(path, reference), KDA_STATUS_FAILED) << path;
}

int exit_status_of(const std::string& arguments) {
  const int status = std::system((std::string(KDA_CASES_EXE) + " " + arguments + " >/dev/null 2>&1").c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

ExportSummary export_fifty(const std::string& dir, Op op = Op::kda) {
  ExportOptions o;
  o.op = op;
  o.count = 50;
  o.seed = 20261129;
  o.dir = dir;
  o.invalid_fraction = 0.3;
  o.small = true;
  return export_cases(o);
}

TEST(CaseFiles, ExportedCasesPlayedByTheReferencePassCompare) {
  const std::string dir = work_dir("round_trip");
  const ExportSummary s = export_fifty(dir);
  EXPECT_EQ(s.valid_files + s.invalid_files + s.invalid_lines, 50);
  EXPECT_GT(s.invalid_files, 0) << "some invalid calls are dense and on the CPU";
  EXPECT_GT(s.valid_files, 20);
  EXPECT_GT(s.invalid_lines, 3);
  // Invalid case files replayed on the reference: the expected rejection, nothing touched.
  const implementation::Implementation ref_impl(reference::plugin());
  for (const std::string& path : s.invalid_paths) {
    CaseFile c = load_case_file(path);
    const FileVerdict v = replay(c, ref_impl);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
  // Before anyone wrote results, compare must not pass.
  CaseFile unplayed = load_case_file(s.files.at(0));
  EXPECT_FALSE(judge_stored_results(unplayed).ok);

  play_reference(list_case_files(dir));
  int64_t judged_invalid = 0;
  for (const std::string& path : list_case_files(dir)) {
    CaseFile c = load_case_file(path);
    judged_invalid += c.kind == "invalid";
    const FileVerdict v = judge_stored_results(c);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
  EXPECT_EQ(judged_invalid, s.invalid_files);
  // The invalid calls: the reference's verdict and message are the ones written.
  const DescriptorValidator ref = descriptor_validator("reference");
  for (const CallLine& line : load_call_lines(s.calls_file)) {
    const harness::UpstreamCall& u = line.call;
    const Verdict v = ref(u);
    EXPECT_TRUE(verdict_matches(line, v, kDLCPU))
        << s.calls_file << ":" << u.line << ": " << show(v) << "\n  expected: " << u.message;
  }
}

// GDN's files name their op, in the metadata and in every call line; the reference plays and
// judges them by GDN's contract (its a/b and A_log/dt_bias rules and messages).
TEST(CaseFiles, ExportedGdnCasesNameTheirOpAndPassCompareOnTheReference) {
  const std::string dir = work_dir("round_trip_gdn");
  const ExportSummary s = export_fifty(dir, Op::gdn);
  EXPECT_GT(s.valid_files, 20);
  EXPECT_GT(s.invalid_files + s.invalid_lines, 5);
  play_reference(list_case_files(dir));
  for (const std::string& path : list_case_files(dir)) {
    CaseFile c = load_case_file(path);
    EXPECT_EQ(c.op, Op::gdn) << path;
    EXPECT_EQ(c.file.meta("op"), "gdn") << path;
    const FileVerdict v = judge_stored_results(c);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
  const DescriptorValidator ref = descriptor_validator("reference");
  for (const CallLine& line : load_call_lines(s.calls_file)) {
    EXPECT_EQ(line.call.op, Op::gdn);
    const Verdict v = ref(line.call);
    EXPECT_TRUE(verdict_matches(line, v, kDLCPU)) << s.calls_file << ":" << line.call.line << ": " << show(v);
  }
  // Replayed as KDA, a GDN file is refused (exit 2), naming both ops.
  EXPECT_EQ(exit_status_of("replay --iut reference " + s.files.at(0)), 2);
  EXPECT_EQ(exit_status_of("replay --iut reference --op gdn " + s.files.at(0)), 0);
  EXPECT_EQ(exit_status_of("compare --op rwkv --dir " + dir), 2);
}

// Sets element e of a dense float tensor to x (in its dtype).
void set_element(harness::SafeTensor& t, int64_t e, double x) {
  switch (t.dtype) {
    case harness::StDType::F32: {
      const float f = static_cast<float>(x);
      std::memcpy(t.data.data() + e * 4, &f, 4);
      return;
    }
    case harness::StDType::F16: {
      const uint16_t h = f32_to_f16(static_cast<float>(x));
      std::memcpy(t.data.data() + e * 2, &h, 2);
      return;
    }
    case harness::StDType::BF16: {
      const uint16_t h = f32_to_bf16(static_cast<float>(x));
      std::memcpy(t.data.data() + e * 2, &h, 2);
      return;
    }
    default: FAIL() << "not a float tensor";
  }
}

TEST(CaseFiles, OneCorruptedOutputElementFailsCompareAndIsNamed) {
  const std::string dir = work_dir("corrupted");
  const ExportSummary s = export_fifty(dir);
  play_reference(s.files);
  // The first file with an active row; corrupt out[i, 0, 0, 0] of that row.
  for (const std::string& path : s.files) {
    CaseFile c = load_case_file(path);
    int64_t row = -1;
    for (int64_t i = 0; i < c.spec.B && row < 0; ++i)
      if (c.spec.row_active(i) && c.spec.HV > 0 && c.spec.V > 0) row = i;
    if (row < 0) continue;
    const int64_t e = row * c.spec.HV * c.spec.V;
    harness::SafeTensor& out = c.file.tensors.at("out");
    set_element(out, e, out.value(e) + 1000.0);
    harness::write_safetensors(path, c.file);

    CaseFile again = load_case_file(path);
    const FileVerdict v = judge_stored_results(again);
    EXPECT_FALSE(v.ok) << path;
    const std::string where = "out[" + std::to_string(row) + ", 0, 0, 0]";
    EXPECT_NE(v.detail.find(where), std::string::npos) << "the failure must name " << where << ":\n" << v.detail;
    return;
  }
  FAIL() << "no exported case had an active row";
}

TEST(CaseFiles, AWrongResultMessageFailsCompare) {
  const std::string dir = work_dir("wrong_message");
  const ExportSummary s = export_fifty(dir);
  ASSERT_FALSE(s.invalid_paths.empty());
  CaseFile c = load_case_file(s.invalid_paths.front());
  write_result_message(c.file, c.expected_message + " (and more)");
  harness::write_safetensors(c.path, c.file);
  CaseFile again = load_case_file(c.path);
  const FileVerdict v = judge_stored_results(again);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.detail.find("(and more)"), std::string::npos) << v.detail;
}

TEST(CaseFiles, UpstreamTritonRecordingsPassCompareAsTheyAre) {
  const auto files = list_case_files(kFixtures + "/upstream/triton");
  ASSERT_EQ(files.size(), 30u);
  for (const std::string& path : files) {
    CaseFile c = load_case_file(path);
    ASSERT_TRUE(c.after.has_value()) << path;
    const FileVerdict v = judge_stored_results(c);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
}

TEST(GoldenFixtures, ReplayOnTheReferencePasses) {
  const auto files = list_case_files(kFixtures + "/golden");
  ASSERT_GE(files.size(), 8u);
  const implementation::Implementation impl(reference::plugin());
  for (const std::string& path : files) {
    CaseFile c = load_case_file(path);
    const FileVerdict v = replay(c, impl);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
}

TEST(GoldenFixtures, ExactTierCasesHaveZeroBoundsSoExpectedOutputsAreExact) {
  int exact_files = 0;
  for (const std::string& path : list_case_files(kFixtures + "/golden")) {
    if (path.find("exact-tier") == std::string::npos) continue;
    ++exact_files;
    const harness::SafeTensorsFile f = harness::read_safetensors(path);
    for (double b : f.at("out_bound").values()) EXPECT_EQ(b, 0.0) << path;
    for (double b : f.at("state_bound").values()) EXPECT_EQ(b, 0.0) << path;
  }
  EXPECT_GE(exact_files, 1);
}

TEST(GoldenFixtures, CommittedFilesAreWhatTheGeneratorWrites) {
  const std::string dir = work_dir("golden_regenerated");
  std::ostringstream log;
  ASSERT_TRUE(write_golden(dir, log)) << log.str();
  // golden/ only: rules.jsonl also records the battery's mutation names, which may be
  // renamed; its lines are checked against the implementations below instead.
  for (const std::string& sub : {std::string("golden")}) {
    for (const auto& e : fs::directory_iterator(fs::path(dir) / sub)) {
      const fs::path committed = fs::path(kFixtures) / sub / e.path().filename();
      ASSERT_TRUE(fs::exists(committed)) << committed << " is missing: run kda_cases golden --fixtures fixtures";
      std::ifstream a(e.path(), std::ios::binary), b(committed, std::ios::binary);
      const std::string x((std::istreambuf_iterator<char>(a)), {}), y((std::istreambuf_iterator<char>(b)), {});
      EXPECT_TRUE(x == y) << committed << " differs from what the generator writes now";
    }
  }
}

TEST(InvalidFixtures, EveryRuleHasALineAndBothValidationsGiveItsMessage) {
  const std::string path = kFixtures + "/invalid/rules.jsonl";
  const std::vector<CallLine> lines = load_call_lines(path);
  std::set<Rule> rules;
  const DescriptorValidator ref = descriptor_validator("reference");
  const DescriptorValidator cuda = descriptor_validator("cuda");
  for (const CallLine& line : lines) {
    ASSERT_TRUE(line.expected_rule.has_value()) << path << ":" << line.call.line;
    rules.insert(*line.expected_rule);
    const harness::UpstreamCall& u = line.call;
    const Verdict r = ref(u);
    EXPECT_TRUE(verdict_matches(line, r, kDLCPU)) << path << ":" << u.line << " reference " << show(r);
    const Verdict c = cuda(u);
    EXPECT_TRUE(verdict_matches(line, c, kDLCUDA)) << path << ":" << u.line << " cuda " << show(c);
  }
  EXPECT_EQ(rules.size(), op_spec(Op::kda).rules.size());
  EXPECT_GT(lines.size(), op_spec(Op::kda).rules.size()) << "two-fault lines too";
}

// The matcher itself must be able to say no.
TEST(InvalidFixtures, AWrongMessageOrRuleIsAMismatch) {
  const std::vector<CallLine> lines = load_call_lines(kFixtures + "/invalid/rules.jsonl");
  ASSERT_FALSE(lines.empty());
  const CallLine& line = lines.front();
  Verdict v{*line.expected_rule, line.call.message + " "};
  EXPECT_FALSE(verdict_matches(line, v, kDLCPU));
  v = Verdict{Rule::HeadConfig, line.call.message};
  EXPECT_FALSE(verdict_matches(line, v, kDLCPU));
  EXPECT_FALSE(verdict_matches(line, Verdict::accept(), kDLCPU));
}

// 0 passed, 1 an implementation's result failed, 2 anything the caller must fix first.
TEST(KdaCasesCli, InputErrorsExitTwoNeverOne) {
  const std::string empty = work_dir("empty");
  const std::string junk = work_dir("junk");
  std::ofstream(junk + "/case-00000.safetensors") << "not a safetensors file";
  EXPECT_EQ(exit_status_of("compare --dir " + empty), 2) << "no case files is not a failed comparison";
  EXPECT_EQ(exit_status_of("compare --dir /nonexistent"), 2);
  EXPECT_EQ(exit_status_of("compare --dir " + junk), 2) << "an unreadable file is not a failed result";
  EXPECT_EQ(exit_status_of("replay /nonexistent.safetensors --iut reference"), 2);
  EXPECT_EQ(exit_status_of("judge-calls /nonexistent.jsonl --iut reference"), 2);
  EXPECT_EQ(exit_status_of("replay " + kFixtures + "/golden/04-padded-rows.safetensors --iut /nonexistent.so"), 2);
  EXPECT_EQ(exit_status_of("no-such-command"), 2);
  EXPECT_EQ(exit_status_of("judge-calls " + kFixtures + "/invalid/rules.jsonl --iut reference"), 0);
}

// --- Target verify case files (kda-verify-case/1) -------------------------------------------

// Two requests of a tree (one padded), float16 out and bfloat16 snapshots, gaps in every buffer.
harness::VerifyCaseSpec small_verify_tree(Op op) {
  harness::VerifyCaseSpec s;
  s.op = op;
  s.H = 1, s.HV = 2, s.K = 3, s.V = 2, s.num_slots = 2;
  s.tokens = {3, 1};
  s.cache_steps = 3, s.rows = 2, s.steps = 4;
  s.dtypes.activations = DType::Float16;
  s.dtypes.snapshots = DType::BFloat16;
  s.cache_indices = {1, -1};
  s.snapshot_indices = {1, 0};
  s.parents = std::vector<std::vector<int64_t>>{{-1, 0, 0}, {5, 5, 5}};
  s.token_extra = 1, s.pool_slot_extra = 2, s.snapshot_row_extra = 1, s.snapshot_step_extra = 3, s.out_head_extra = 1;
  s.seed = 61;
  return s;
}

// A saved record ({property, case}) in a file, as a campaign leaves reports/failures/*.json.
std::string record_file(const std::string& dir, const std::string& property, const nlohmann::json& spec,
                        const std::optional<nlohmann::json>& mutations = std::nullopt) {
  nlohmann::json record = {{"property", property}, {"case", spec}};
  if (mutations) record["mutations"] = *mutations;
  const std::string path = (fs::path(dir) / (property + "-case.json")).string();
  std::ofstream(path) << record.dump();
  return path;
}

// A failing verify property's saved case becomes a verify case file: it loads as the same call,
// replays against the reference, and played by it (an external implementation's round trip) its
// results pass compare; a result changed in the file fails it, named (an output, the pool, a
// snapshot step no request writes), as does a run that writes nothing or refuses the call. A
// record of an invalid call has no case file.
TEST(VerifyCaseFiles, ASavedVerifyCaseIsWrittenReplayedAndItsStoredResultsJudged) {
  for (const Op op : {Op::kda, Op::gdn}) {
    const std::string dir = work_dir(std::string("verify_record_") + op_name(op));
    const harness::VerifyCaseSpec spec = small_verify_tree(op);
    const ExportSummary s =
        export_record(record_file(dir, "treeVerifyEqualsChainVerifyAlongEveryPath", harness::to_json(spec)), dir);
    ASSERT_EQ(s.files.size(), 1u);
    const std::string path = s.files.front();
    VerifyCaseFile c = load_verify_case_file(path);
    EXPECT_EQ(harness::to_json(c.spec), harness::to_json(spec));
    EXPECT_EQ(c.file.meta("note"), "treeVerifyEqualsChainVerifyAlongEveryPath");
    EXPECT_TRUE(c.file.tensors.count("retrieve_parent_token"));
    EXPECT_FALSE(c.after.has_value());
    EXPECT_FALSE(judge_stored_verify_results(c).ok);
    const FileVerdict replayed = replay_verify(c, reference_verify_run());
    EXPECT_TRUE(replayed.ok) << replayed.detail;
    const FileVerdict nothing_written = replay_verify(c, [](harness::VerifyHostCase&) { return std::string(); });
    EXPECT_FALSE(nothing_written.ok);
    EXPECT_NE(nothing_written.detail.find("out[0, 0, 0, 0] (request 0, step 0)"), std::string::npos)
        << nothing_written.detail;
    EXPECT_NE(replay_verify(c, [](harness::VerifyHostCase&) { return std::string("rejected: no"); })
                  .detail.find("the call was not accepted: rejected: no"),
              std::string::npos);

    ASSERT_EQ(play_verify_file(path, reference_verify_run()), "");
    VerifyCaseFile played = load_verify_case_file(path);
    const FileVerdict stored = judge_stored_verify_results(played);
    EXPECT_TRUE(stored.ok) << stored.detail;
    const auto corrupted = [&](const char* tensor, int64_t element) {
      VerifyCaseFile edited = load_verify_case_file(path);
      harness::SafeTensor& t = edited.file.tensors.at(tensor);
      // A value no 16-bit rounding takes back to the old one (an unwritten step holds any junk).
      set_element(t, element, t.value(element) == 1000.0 ? -1000.0 : 1000.0);
      harness::write_safetensors(path + ".edited", edited.file);
      VerifyCaseFile again = load_verify_case_file(path + ".edited");
      const FileVerdict v = judge_stored_verify_results(again);
      EXPECT_FALSE(v.ok) << tensor;
      return v.detail;
    };
    // out [1, T, HV, V]: token 1 (request 0, step 1), head 1, value 0.
    EXPECT_NE(corrupted("out", (1 * 2 + 1) * 2).find("out[0, 1, 1, 0] (request 0, step 1)"), std::string::npos);
    EXPECT_NE(corrupted("final_ssm_states", 0).find("the committed pool changed (D4)"), std::string::npos);
    // [rows, steps, HV, V, K]: row 1, step 3, past request 0's three tokens.
    EXPECT_NE(corrupted("final_intermediate_states_buffer", 3 * 2 * 2 * 3).find("no request writes it"),
              std::string::npos);

    EXPECT_THROW(export_record(record_file(dir, "invalidVerifyCallsAreRejectedByTheFirstFailingRule",
                                           harness::to_json(spec), nlohmann::json::array()),
                               dir),
                 std::invalid_argument);
  }
}

// Generated verify cases (kda_cases export --op kda-verify) played by the reference pass compare;
// the CLI replays and shows a verify case file, refuses one under a decode op or the other verify
// op (exit 2), and exports a saved record.
TEST(VerifyCaseFiles, ExportedVerifyCasesPlayedByTheReferencePassCompareThroughTheCli) {
  const std::string dir = work_dir("verify_export");
  ExportOptions o;
  o.op = Op::kda;
  o.contract = Contract::verify;
  o.count = 12;
  o.seed = 60;
  o.dir = dir;
  const ExportSummary s = export_cases(o);
  ASSERT_EQ(s.valid_files, 12);
  for (const std::string& path : s.files) ASSERT_EQ(play_verify_file(path, reference_verify_run()), "") << path;
  for (const std::string& path : s.files) {
    VerifyCaseFile c = load_verify_case_file(path);
    const FileVerdict v = judge_stored_verify_results(c);
    EXPECT_TRUE(v.ok) << path << ": " << v.detail;
  }
  EXPECT_EQ(exit_status_of("compare --op kda-verify --dir " + dir), 0);
  const std::string first = s.files.front();
  EXPECT_EQ(exit_status_of("replay --op kda-verify --iut reference " + first), 0);
  EXPECT_EQ(exit_status_of("show " + first), 0);
  EXPECT_EQ(exit_status_of("replay --iut reference " + first), 2);
  EXPECT_EQ(exit_status_of("replay --op gdn-verify --iut reference " + first), 2);
  EXPECT_EQ(exit_status_of("compare --dir " + dir), 2);
  harness::VerifyCaseSpec chain = small_verify_tree(Op::gdn);
  chain.parents.reset();
  const std::string saved_dir = work_dir("verify_export_record");
  const std::string saved = record_file(saved_dir, "chainVerifyEqualsSequentialDecode", harness::to_json(chain));
  ASSERT_EQ(exit_status_of("export --case " + saved + " --dir " + saved_dir), 0);
  const std::string written = saved_dir + "/chainVerifyEqualsSequentialDecode-case.safetensors";
  EXPECT_EQ(exit_status_of("replay --op gdn-verify --iut reference " + written), 0);
}

}  // namespace
}  // namespace kda::casefiles
