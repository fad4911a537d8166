// Replays recorded counterexamples: every JSON file in fixtures/regressions/ names a
// property and its input (case, optional mutations) and must pass against the
// implementation under test. (One case given on the command line replays with
// `kda_suite replay --case '<json>'`, the line a failing property prints.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "properties/battery/battery.hpp"
#include "properties/tests/iut.hpp"

#ifndef KDA_DEFAULT_IUT
#error "KDA_DEFAULT_IUT must name the default implementation under test"
#endif

#ifndef KDA_REGRESSIONS_DIR
#error "KDA_REGRESSIONS_DIR must name fixtures/regressions"
#endif

namespace kda::properties {
namespace {

std::vector<std::string> regression_files() {
  std::vector<std::string> files;
  const std::filesystem::path dir(KDA_REGRESSIONS_DIR);
  if (std::filesystem::is_directory(dir))
    for (const auto& e : std::filesystem::directory_iterator(dir))
      if (e.path().extension() == ".json") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

class Regression : public ::testing::TestWithParam<std::string> {};

TEST_P(Regression, StillPasses) {
  const std::string& why = iut::selection(KDA_DEFAULT_IUT).skip_reason;
  if (!why.empty()) GTEST_SKIP() << why;
  std::ifstream in(GetParam());
  ASSERT_TRUE(in) << "cannot read " << GetParam();
  const nlohmann::json record = nlohmann::json::parse(in);
  for (const char* key : {"property", "case", "date", "seed", "caught"})
    ASSERT_TRUE(record.contains(key)) << GetParam() << " lacks \"" << key << "\"";
  try {
    const std::string failure = replay(iut::selection(KDA_DEFAULT_IUT).context, record);
    EXPECT_EQ(failure, "") << GetParam() << " (" << record.at("caught").get<std::string>() << ")";
  } catch (const ReplayInputError& e) {
    FAIL() << GetParam() << " cannot be replayed: " << e.what();
  }
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string stem = std::filesystem::path(info.param).stem().string();
  for (char& c : stem)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return stem;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, Regression, ::testing::ValuesIn(regression_files()), test_name);

}  // namespace
}  // namespace kda::properties
