#include "runner/plan.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <thread>

#include "harness/data_layout.hpp"
#include "harness/memory_gate.hpp"
#include "implementation/domain.hpp"
#include "implementation/python_port.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "properties/verify_domain.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace kda::runner {

std::string implementation_device(const KdaPluginV1& plugin) {
  return plugin.device_type == kDLCUDA ? "cuda" : plugin.device_type == kDLCPU ? "cpu" : "other";
}

// "ci campaign", "ci campaign of gdn": the op is named where it is not the default.
std::string campaign_title(const CampaignOptions& o) {
  return o.profile + " campaign" +
         (o.op == Op::kda && o.contract == Contract::decode ? std::string() : " of " + contract_name(o.op, o.contract));
}

namespace {

uint64_t splitmix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

uint64_t name_hash(const std::string& s) {  // FNV-1a: stable across builds, unlike std::hash
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

// The RapidCheck seed of one job: a function of the campaign seed, the property and the
// chunk only, so a campaign's cases do not depend on how many workers ran it.
uint64_t job_seed(uint64_t campaign_seed, const std::string& property, int chunk) {
  return splitmix64(campaign_seed ^ splitmix64(name_hash(property) + static_cast<uint64_t>(chunk)));
}

// --- profiles -------------------------------------------------------------------------

double ci_factor(const properties::CampaignProperty&) { return 1.0; }
// gpu: per seed 114,776 cases (ci x8 for the cheap invalid-call verdicts, x4 elsewhere, and
// the serving-scale families their own 350 and 2),
// so a campaign of 10 seeds runs over 1,000,000 cases, 404,000 of them differential.
// A property may name its own gpu budget (the serving-scale families).
double gpu_factor(const properties::CampaignProperty& p) {
  if (p.gpu_cases > 0) return static_cast<double>(p.gpu_cases) / std::max(1, p.ci_cases);
  return p.invalid_calls ? 8.0 : 4.0;
}
// mutation: about 1,000 cases per mutant run; every property still runs.
double mutation_factor(const properties::CampaignProperty&) { return 0.05; }

const std::map<std::string, Profile>& profiles() {
  static const std::map<std::string, Profile> table = {
      {"ci", {{20261129}, 0, 1.0, ci_factor, 1, false}},
      {"gpu", {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0, 1.0, gpu_factor, 4, true}},
      {"soak", {{}, 4, 10.0, ci_factor, 1, true}},
      {"mutation", {{20261129}, 0, 1.0, mutation_factor, 1, false}},
  };
  return table;
}

int budget(const Profile& profile, const properties::CampaignProperty& p, double scale) {
  return std::max(1, static_cast<int>(std::lround(p.ci_cases * profile.factor(p) * scale)));
}

// The benchmark's own JSON (bench/bench_packed_decode --json) as the report's
// benchmark section; anchor_us is the upstream Triton time where the anchors have one. A
// benchmark of another op than the campaign's is refused: the report would put one op's
// times beside the other op's verdicts (a benchmark without "op" is KDA's, from before GDN).
std::optional<report::Benchmark> benchmark_section(const std::string& path, Op op) {
  if (path.empty()) return std::nullopt;
  std::ifstream in(path);
  if (!in) throw InfrastructureError("--benchmark: cannot read " + path);
  try {
    const json bench = json::parse(in);
    if (const std::string timed = bench.value("op", std::string("kda")); timed != op_name(op))
      throw InfrastructureError("--benchmark " + path + " times " + timed + ", but this campaign runs " + op_name(op));
    report::Benchmark section{bench.value("device", std::string("?")), bench.at("copy_TBps").get<double>(), {}};
    for (const json& r : bench.at("rows")) {
      report::BenchmarkRow& row = section.rows.emplace_back();
      row.B = r.at("B").get<int64_t>();
      row.HV = r.at("HV").get<int64_t>();
      row.state = r.at("state").get<std::string>();
      row.us = r.at("us").get<double>();
      row.TBps = r.at("TBps").get<double>();
      row.fraction_of_copy = r.at("fraction_of_copy").get<double>();
      if (r.contains("triton_us") && r["triton_us"].is_number()) row.anchor_us = r["triton_us"].get<double>();
    }
    return section;
  } catch (const json::exception& e) {
    throw InfrastructureError("--benchmark " + path + ": " + e.what());
  }
}
std::vector<std::string> visible_gpus() {
  std::vector<std::string> gpus;
  if (const char* visible = std::getenv("CUDA_VISIBLE_DEVICES")) {
    std::stringstream in(visible);
    for (std::string item; std::getline(in, item, ',');)
      if (!item.empty()) gpus.push_back(item);
    return gpus;
  }
  std::stringstream listing(command_output("nvidia-smi -L 2>/dev/null"));
  for (std::string line; std::getline(listing, line);)
    if (line.rfind("GPU ", 0) == 0) gpus.push_back(std::to_string(gpus.size()));
  return gpus;
}

// --- plan -----------------------------------------------------------------------------

// Seeds: explicit, random, or the profile's.
std::vector<uint64_t> campaign_seeds(const CampaignOptions& o, const Profile& profile) {
  std::vector<uint64_t> seeds = o.seeds;
  const int random_seeds = o.random_seeds > 0 ? o.random_seeds : (seeds.empty() ? profile.random_seeds : 0);
  if (random_seeds > 0) {
    std::random_device device;
    for (int i = 0; i < random_seeds; ++i)
      seeds.push_back((static_cast<uint64_t>(device()) << 32 | device()) % 4000000000000000000ull);
  }
  if (seeds.empty()) seeds = profile.default_seeds;
  if (o.shard_count > 1 && random_seeds > 0)
    throw InfrastructureError("--shard needs the same seeds in every shard: give --seeds (the " + o.profile +
                              " profile draws random seeds otherwise)");
  return seeds;
}

// The properties, and whether the recorded upstream calls run (every KDA decode campaign,
// unless --properties leaves them out: the recorded calls are KDA's decode calls). A verify
// campaign runs the verify table.
std::vector<const properties::CampaignProperty*> selected_properties(const CampaignOptions& o, const Profile& profile,
                                                                     bool* upstream_calls) {
  const bool verify = o.contract == Contract::verify;
  const std::vector<properties::CampaignProperty>& table =
      verify ? properties::verify_campaign_properties() : properties::campaign_properties();
  std::vector<const properties::CampaignProperty*> selected;
  *upstream_calls = o.properties.empty() && o.op == Op::kda && !verify;
  for (const std::string& name : o.properties) {
    if (name == kUpstreamCallsProperty) {
      if (o.op != Op::kda || verify)
        throw InfrastructureError(std::string(kUpstreamCallsProperty) +
                                  " replays KDA's recorded calls: it cannot run with --op " +
                                  contract_name(o.op, o.contract));
      *upstream_calls = true;
      continue;
    }
    const auto p =
        std::find_if(table.begin(), table.end(), [&](const properties::CampaignProperty& q) { return q.name == name; });
    if (p == table.end()) {
      std::string known;
      for (const properties::CampaignProperty& q : table) known += "\n  " + q.name;
      throw InfrastructureError("unknown property '" + name + "'; the " + (verify ? "verify " : "") +
                                "battery has:" + known + (verify ? "" : std::string("\n  ") + kUpstreamCallsProperty));
    }
    if (p->memory_heavy && !profile.memory_heavy)
      throw InfrastructureError("property '" + name + "' builds buffers past 2^31 elements: the " + o.profile +
                                " profile leaves it out (the gpu and soak profiles run it)");
    selected.push_back(&*p);
  }
  if (o.properties.empty())
    for (const properties::CampaignProperty& p : table)
      if (!p.memory_heavy || profile.memory_heavy) selected.push_back(&p);
  return selected;
}

// A port that compiles per shape: every worker shares one compile cache in the run's
// folder, so that a layout compiled by one job is loaded by the others. One subfolder per
// compiler the upstream ports use: Triton's, Helion's, TVM-FFI's build directory, SGLang's
// JIT build directory (its JIT CUDA kernels build through TVM-FFI into it), and the CuTe
// DSL's file cache. Workers inherit the variables.
fs::path share_compile_caches(const fs::path& report_path, const std::string& folder_asked) {
  const fs::path cache =
      fs::absolute(folder_asked.empty() ? report_path.parent_path() / (report_path.stem().string() + ".compile-cache")
                                        : fs::path(folder_asked));
  static constexpr std::pair<const char*, const char*> kCompilerCaches[] = {{"TRITON_CACHE_DIR", "triton"},
                                                                            {"HELION_CACHE_DIR", "helion"},
                                                                            {"TVM_FFI_CACHE_DIR", "tvm-ffi"},
                                                                            {"SGLANG_JIT_CACHE_DIR", "sglang-jit"},
                                                                            {"CUTE_DSL_CACHE_DIR", "cute-dsl"}};
  for (const auto& [variable, folder] : kCompilerCaches) {
    std::error_code ec;
    fs::create_directories(cache / folder, ec);
    const fs::path probe = cache / folder / ".writable";
    if (!ec) std::ofstream(probe) << "kda_suite\n";
    if (ec || !fs::exists(probe))
      throw InfrastructureError("the compile cache " + (cache / folder).string() + " cannot be written" +
                                (ec ? ": " + ec.message() : std::string()));
    fs::remove(probe, ec);
    setenv(variable, (cache / folder).c_str(), 1);
  }
  return cache;
}

// The report's declared_domain section (nullopt: the whole contract), its restrictions as the
// campaign's contract reads them.
std::optional<report::DeclaredDomain> domain_section(const std::optional<implementation::Domain>& domain,
                                                     Contract contract, size_t seed_count, const fs::path& report_path,
                                                     const std::string& compile_cache) {
  if (!domain) return std::nullopt;
  report::DeclaredDomain section{
      domain->source.empty() ? std::string("--specializations") : display_path(domain->source),
      contract == Contract::verify ? domain->verify_restrictions() : domain->restrictions(), "", std::nullopt};
  if (domain->specializations <= 0) return section;
  section.compile_cache = display_path(share_compile_caches(report_path, compile_cache).string());
  section.specializations_per_seed = domain->specializations;
  section.restrictions.push_back(
      "judged on " + std::to_string(domain->specializations) + " layouts per seed and case family, at most " +
      std::to_string(domain->specializations * static_cast<int64_t>(seed_count)) + " per case family in this campaign");
  return section;
}

// Every job of the campaign, in its fixed order: per property, per seed, per chunk, and the
// recorded upstream calls last.
std::vector<Job> plan_jobs(const std::vector<const properties::CampaignProperty*>& selected, bool upstream_calls,
                           const std::vector<uint64_t>& seeds, const Profile& profile, double scale, int chunk_factor,
                           int job_split, const fs::path& scratch) {
  std::vector<Job> jobs;
  const auto add_job = [&](size_t property, const std::string& name, size_t seed_index, int chunk, int per_chunk,
                           int cases, uint64_t rc_seed) {
    Job job;
    job.number = jobs.size();
    job.property = property;
    job.memory_heavy = property < selected.size() && selected[property]->memory_heavy;
    job.name = name;
    job.seed_index = seed_index;
    job.chunk = chunk;
    job.cases_per_chunk = per_chunk;
    job.cases = cases;
    job.rc_seed = rc_seed;
    job.campaign_seed = seeds[seed_index];
    const std::string n = std::to_string(jobs.size());
    job.partial = scratch / (n + ".json");
    job.journal = scratch / (n + ".journal");
    job.log = scratch / (n + ".log");
    jobs.push_back(std::move(job));
  };
  for (size_t p = 0; p < selected.size(); ++p) {
    const int cases = budget(profile, *selected[p], scale);
    const int per_chunk = std::max(1, selected[p]->cases_per_chunk * chunk_factor / job_split);
    const int chunks = std::max(1, (cases + per_chunk - 1) / per_chunk);
    for (size_t s = 0; s < seeds.size(); ++s)
      for (int c = 0; c < chunks; ++c)
        add_job(p, selected[p]->name, s, c, per_chunk, cases / chunks + (c < cases % chunks ? 1 : 0),
                job_seed(seeds[s], selected[p]->name, c));
  }
  if (upstream_calls) add_job(selected.size(), kUpstreamCallsProperty, 0, 0, 600, 600, 0);
  return jobs;
}

// The plan every shard of one campaign shares: what kda_report merge checks, so that it
// joins shards of one campaign only.
std::string plan_id(const std::string& op, const std::string& profile, const std::string& implementation,
                    const std::optional<implementation::Domain>& domain,
                    const std::optional<report::DeclaredDomain>& domain_section, const std::vector<Job>& jobs,
                    const std::vector<uint64_t>& seeds) {
  std::string plan_text =
      op + "|" + profile + "|" + implementation + "|" +
      (domain ? domain_section->source + "|" + std::to_string(domain->specializations) : std::string());
  for (const Job& j : jobs)
    plan_text += "|" + j.name + ":" + std::to_string(j.seed_index) + ":" + std::to_string(j.chunk) + ":" +
                 std::to_string(j.cases) + ":" + std::to_string(j.rc_seed);
  for (uint64_t seed : seeds) plan_text += "|seed " + std::to_string(seed);
  char plan[17];
  std::snprintf(plan, sizeof plan, "%016llx", static_cast<unsigned long long>(name_hash(plan_text)));
  return plan;
}

}  // namespace

CampaignPlan plan_campaign(const CampaignOptions& o, const implementation::DomainRequest& domain) {
  const auto profile_it = profiles().find(o.profile);
  if (profile_it == profiles().end()) throw InfrastructureError("unknown profile '" + o.profile + "'");
  CampaignPlan c;
  c.profile = &profile_it->second;
  c.scale = o.scale > 0 ? o.scale : c.profile->default_scale;
  c.benchmark = benchmark_section(o.benchmark, domain.op);  // read first: fail before the run
  c.seeds = campaign_seeds(o, *c.profile);
  c.selected = selected_properties(o, *c.profile, &c.upstream_calls);
  // Loads the implementation here first, so that a bad --iut is one clear error.
  c.selection = select(o.iut, domain);
  const implementation::Selection& selection = c.selection;
  if (o.contract == Contract::verify) {
    verify_context_of(selection);  // another --iut: one clear error
    if (selection.domain)
      if (const std::vector<std::string> problems = implementation::verify_domain_problems(*selection.domain);
          !problems.empty()) {
        std::string words = "the declared domain cannot bound a verify campaign:";
        for (const std::string& p : problems) words += "\n  " + p;
        throw InfrastructureError(words);
      }
  }
  // A property the declared domain leaves no case for is not run; the report's restrictions
  // say why. Asked for by name, it is an error rather than an empty result.
  for (const std::string& outside : o.contract == Contract::verify
                                        ? properties::verify_properties_outside(selection.domain)
                                        : properties::properties_outside(selection.domain)) {
    if (std::find(o.properties.begin(), o.properties.end(), outside) != o.properties.end())
      throw InfrastructureError("property '" + outside + "' draws no case inside the declared domain (" +
                                selection.domain->source + ")");
    std::erase_if(c.selected, [&](const properties::CampaignProperty* p) { return p->name == outside; });
  }
  // The recorded upstream calls are invalid calls too (and valid ones judged by their verdict).
  if (selection.domain && selection.domain->no_validation && c.upstream_calls) {
    if (std::find(o.properties.begin(), o.properties.end(), kUpstreamCallsProperty) != o.properties.end())
      throw InfrastructureError(std::string("property '") + kUpstreamCallsProperty +
                                "' draws no case inside the declared domain (" + selection.domain->source + ")");
    c.upstream_calls = false;
  }
  const std::string stamp = utc_now("%Y%m%dT%H%M%SZ");
  c.report_path =
      o.report.empty() ? harness::data_layout().reports_dir / (o.profile + "-" + stamp + ".json") : fs::path(o.report);
  c.domain = domain_section(selection.domain, o.contract, c.seeds.size(), c.report_path, o.compile_cache);
  if (!o.compile_cache.empty() && !(c.domain && c.domain->specializations_per_seed))
    throw InfrastructureError(
        "--compile-cache: this campaign bounds no specializations (no domain \"specializations\", "
        "no --specializations), so its workers share no compile cache");
  c.scratch = fs::temp_directory_path() / ("kda_suite-" + std::to_string(getpid()) + "-" + stamp);  // made by the run
  // A Python port's worker pays the interpreter's start and its imports (numpy, torch) per
  // job: four times the cases per job.
  const int chunk_factor = c.profile->chunk_factor * (implementation::is_python_selector(o.iut) ? 4 : 1);
  c.jobs = plan_jobs(c.selected, c.upstream_calls, c.seeds, *c.profile, c.scale, chunk_factor, o.job_split, c.scratch);
  for (const Job& j : c.jobs) c.campaign_cases += j.cases;
  c.plan = plan_id(contract_name(o.op, o.contract), o.profile, selection.iut->name(), selection.domain, c.domain,
                   c.jobs, c.seeds);
  c.campaign_jobs = c.jobs.size();
  if (o.shard_count > 1)
    std::erase_if(c.jobs, [&](const Job& j) { return static_cast<int>(j.number % o.shard_count) != o.shard_index; });
  c.workers = o.workers > 0 ? o.workers : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // A device implementation's workers go to every visible GPU; a host one's stay unpinned.
  c.gpus = implementation_device(selection.iut->plugin()) == "cuda" ? visible_gpus() : std::vector<std::string>{};
  for (const Job& j : c.jobs) c.planned += j.cases;
  return c;
}

void announce(const CampaignOptions& o, const CampaignPlan& c, const std::string& implementation) {
  std::cerr << "kda_suite: " << campaign_title(o) << " on " << implementation << ": "
            << c.selected.size() + (c.upstream_calls ? 1 : 0) << " properties x " << c.seeds.size() << " seed(s), "
            << c.planned << " cases in " << c.jobs.size() << " jobs"
            << (o.shard_count > 1 ? " (shard " + std::to_string(o.shard_index) + "/" + std::to_string(o.shard_count) +
                                        " of " + std::to_string(c.campaign_jobs) + " jobs)"
                                  : std::string())
            << ", " << c.workers << " worker(s)"
            << (c.gpus.size() > 1 ? " over " + std::to_string(c.gpus.size()) + " GPUs" : std::string()) << "\n";
}

}  // namespace kda::runner
