// One worker job of a campaign: a property run for a number of cases from one RapidCheck
// seed, summarised as a JSON partial that the parent process merges.
#pragma once

#include <cstdint>

#include <nlohmann/json.hpp>

#include "properties/battery/campaign_table.hpp"

namespace kda::properties::runner {

// Keys: cases, discards, failures, seconds, tags {tag: n}, max_error_ratio {key: x},
// error_ratio_counts {key: [n per bin of error_ratio_edges()]}, rules {"id": [cases,
// verdict_matches, message_matches]}, failure null | {description, cases_before}.
nlohmann::json run_slice(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases);

}  // namespace kda::properties::runner
