#include "runner/campaign.hpp"

#include <chrono>
#include <cmath>
#include <iostream>
#include <sstream>
#include <thread>

#include "harness/data_layout.hpp"
#include "report/report.hpp"
#include "runner/crash.hpp"
#include "runner/merge.hpp"
#include "runner/plan.hpp"
#include "runner/pool.hpp"
#include "runner/process.hpp"

namespace fs = std::filesystem;

namespace kda::runner {

namespace {

report::Report campaign_report(const CampaignOptions& o, const CampaignPlan& c, const KdaPluginV1& plugin,
                               const Merged& m, std::vector<report::NearMiss> closest, double duration,
                               const PoolRun& run) {
  const int interrupted_by = run.interrupted_by;
  report::Report r;
  r.format = report::kReportFormat;
  r.result = m.any_failure ? "fail" : interrupted_by != 0 ? "incomplete" : "pass";
  r.created = utc_now("%Y-%m-%dT%H:%M:%SZ");
  r.suite_version = cli::version();
  r.suite_git = harness::suite_revision();
  r.implementation_name = plugin.name ? plugin.name : "?";
  r.implementation_version = plugin.version ? plugin.version : "";
  r.implementation_device = implementation_device(plugin);
  r.machine_host = command_output("hostname 2>/dev/null");
  if (const std::string gpu = first_line(command_output("nvidia-smi -L 2>/dev/null")); !gpu.empty())
    r.machine_gpu = gpu;
  r.machine_cpus = static_cast<int64_t>(std::thread::hardware_concurrency());
  r.machine_mps = run.mps;
  r.op = contract_name(o.op, o.contract);
  r.profile = o.profile;
  for (uint64_t seed : c.seeds) r.seeds.push_back(static_cast<int64_t>(seed));
  r.scale = c.scale;
  r.workers = c.workers;
  r.duration_s = duration;
  r.cases_total = total_cases(m.properties);
  r.declared_domain = c.domain;
  r.properties = m.properties;
  r.rules = rules_section(o.op, o.contract, c.selected, m.rules);
  r.edge_classes = m.edge_classes;
  r.upstream_calls = m.upstream_calls;
  r.closest_to_bound = std::move(closest);
  r.benchmark = c.benchmark;
  if (interrupted_by != 0) r.interrupted = report::Interruption{signal_text(interrupted_by), c.planned};
  if (o.shard_count > 1) {
    report::Shard& shard = r.shard.emplace();
    shard = {o.shard_index, o.shard_count, c.plan, static_cast<int64_t>(c.campaign_jobs), c.campaign_cases, {}};
    for (const Job& j : c.jobs)
      if (j.result) shard.jobs.push_back({static_cast<int64_t>(j.number), j.name, j.result->property.cases});
  }
  return r;
}

struct Written {
  fs::path report, markdown, html;
  std::string junit;
};

// The report, and its renderings.
Written write_report(const CampaignOptions& o, const fs::path& report_path, const report::Report& report) {
  write_file(report_path, report::to_json(report).dump(2) + "\n");
  const bool both = !o.html && !o.markdown;
  Written w{report_path, report_path, report_path, o.junit};
  w.markdown.replace_extension(".md");
  w.html.replace_extension(".html");
  if (o.markdown || both)
    write_file(w.markdown, report::render_markdown(report));
  else
    w.markdown.clear();
  if (o.html || both)
    write_file(w.html, report::render_html(report));
  else
    w.html.clear();
  if (!o.junit.empty()) write_file(o.junit, report::render_junit(report));
  return w;
}

// One property's failure on stdout: the difference, the case and the replay command.
void print_failure(const report::PropertyResult& p) {
  const report::Failure& f = *p.failure;
  std::cout << "  "
            << (f.kind == report::FailureKind::crash     ? "CRASHED"
                : f.kind == report::FailureKind::timeout ? "HUNG"
                                                         : "FAILED")
            << " " << p.name << " after " << p.cases_to_first_failure.value_or(0) << " cases: " << f.difference << "\n";
  if (f.shrink && !f.shrink->skipped.empty())
    std::cout << "    not shrunk: " << f.shrink->skipped << "\n";
  else if (f.shrink)
    std::cout << "    shrunk in " << f.shrink->candidates.value_or(0) << " probes ("
              << std::lround(f.shrink->seconds.value_or(0.0)) << " s)\n";
  if (f.kind == report::FailureKind::property && f.worst.empty()) {
    // A verdict or message that differs: the lines under the first say what each side said.
    std::istringstream what(f.what);
    std::string line;
    std::getline(what, line);
    for (int shown = 0; shown < 4 && std::getline(what, line); ++shown) std::cout << "    " << line << "\n";
  }
  std::cout << indented(f.case_text, "    ");
  for (size_t w = 1; w < f.worst.size() && w < 4; ++w)
    std::cout << "    also " << f.worst[w].where << ": got " << f.worst[w].got << " expected " << f.worst[w].expected
              << " (" << f.worst[w].rule << ")\n";
  std::cout << "    replay: " << f.replay << "\n";
}

void print_summary(const CampaignOptions& o, const CampaignPlan& c, const std::string& implementation, const Merged& m,
                   const Written& written, double duration, int interrupted_by) {
  const int64_t total = total_cases(m.properties);
  std::cout << "kda_suite: "
            << (m.any_failure         ? "FAIL"
                : interrupted_by != 0 ? "INCOMPLETE"
                                      : "PASS")
            << ": " << campaign_title(o) << " on " << implementation << ", " << total << " cases, "
            << m.properties.size() << " properties, " << c.seeds.size() << " seed(s), " << std::lround(duration)
            << " s\n";
  if (interrupted_by != 0)
    std::cout << "  interrupted by " << signal_text(interrupted_by) << " after " << total << " of " << c.planned
              << " planned cases: the report holds the jobs that finished\n";
  for (const report::PropertyResult& p : m.properties)
    if (p.failure) print_failure(p);
  std::cout << "  report: " << written.report.string() << "\n";
  if (!written.markdown.empty()) std::cout << "  markdown: " << written.markdown.string() << "\n";
  if (!written.html.empty()) std::cout << "  html: " << written.html.string() << "\n";
  if (!written.junit.empty()) std::cout << "  junit: " << written.junit << "\n";
}

// The domain request a worker or probe repeats: the file as an absolute path (workers
// may run elsewhere), and the campaign's specializations.
implementation::DomainRequest worker_domain(const CampaignOptions& o) {
  return {o.op, o.domain.empty() ? std::string() : fs::absolute(o.domain).string(), o.specializations, std::nullopt};
}

}  // namespace

int campaign(const CampaignOptions& o) {
  const implementation::DomainRequest domain = worker_domain(o);
  CampaignPlan plan = plan_campaign(o, domain);
  const ScratchFolder scratch(plan.scratch);
  const std::string implementation = plan.selection.iut->name();
  if (!o.quiet) announce(o, plan, implementation);

  const auto start = std::chrono::steady_clock::now();
  std::vector<std::string> arguments = {"--iut", o.iut};
  for (const std::string& a : domain_arguments(domain)) arguments.push_back(a);
  const PoolRun run = run_jobs(plan.jobs, {arguments, plan.workers, o.stop_on_first_failure, o.quiet, o.case_timeout_s,
                                           plan.gpus, plan.scratch});
  const int interrupted_by = run.interrupted_by;
  const double duration = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const CaseFiles files{o.iut,
                        plan.report_path.parent_path() / "failures",
                        plan.report_path.parent_path() / "closest",
                        plan.report_path.stem().string(),
                        {self_executable(), o.iut, domain, o.case_timeout_s, plan.scratch},
                        interrupted_by,
                        o.contract};
  const Merged merged = merge_jobs(o, plan, files);
  const report::Report report =
      campaign_report(o, plan, plan.selection.iut->plugin(), merged,
                      closest_section(merged.closest, files, plan.report_path), duration, run);
  const Written written = write_report(o, plan.report_path, report);
  print_summary(o, plan, implementation, merged, written, duration, interrupted_by);
  return merged.any_failure ? kExitFail : interrupted_by != 0 ? kExitUsage : kExitPass;
}

std::vector<uint64_t> parse_seeds(const std::string& text) {
  std::vector<uint64_t> seeds;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    if (item.empty()) continue;
    try {
      size_t used = 0;
      seeds.push_back(std::stoull(item, &used));
      if (used != item.size()) throw std::invalid_argument(item);
    } catch (const std::exception&) {
      throw InfrastructureError("--seeds: '" + item + "' is not a non-negative integer");
    }
  }
  return seeds;
}

std::pair<int, int> parse_shard(const std::string& text) {
  const size_t slash = text.find('/');
  try {
    if (slash != std::string::npos) {
      size_t used_index = 0, used_count = 0;
      const int index = std::stoi(text.substr(0, slash), &used_index);
      const int count = std::stoi(text.substr(slash + 1), &used_count);
      if (used_index == slash && used_count == text.size() - slash - 1 && count >= 1 && index >= 0 && index < count)
        return {index, count};
    }
  } catch (const std::exception&) {}
  throw InfrastructureError("--shard: '" + text + "' is not I/N with 0 <= I < N (e.g. 0/4 ... 3/4)");
}

}  // namespace kda::runner
