// The verify properties as campaign properties (verify_properties.def: their generators,
// functions and budgets in one list), with the record a campaign journals for each input and
// replay of that record, so that a verify campaign runs in the runner's worker processes as a
// decode campaign does. Each body runs against Context::verify.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "properties/battery/campaign_table.hpp"
#include "properties/verify_mutations.hpp"

namespace kda::properties {

const std::vector<CampaignProperty>& verify_campaign_properties();
const CampaignProperty* find_verify_campaign_property(const std::string& name);
bool is_verify_property(const std::string& name);

// The record a campaign journals for a verify input: {"property", "case", "mutations"}, the
// mutations left out for a valid call; and the input a record holds (no mutations: a valid
// call), throwing on a malformed one.
nlohmann::json verify_record(const std::string& property, const InvalidVerifyCase& input);
InvalidVerifyCase verify_input_of_record(const nlohmann::json& record);

// Replays one recorded verify input ({"property", "case", "mutations"?}) against ctx.verify:
// "" on success, else the failure text. Throws ReplayInputError for a record that cannot be
// replayed as it stands (a malformed case, mutations missing or given to a property of valid
// calls, a "valid" case the contract rejects, a mutation that does not apply).
std::string replay_verify(const Context& ctx, const nlohmann::json& record);

}  // namespace kda::properties
