# `cmake --install`: the tools, the data they read at run time, kda_plugin.h and the
# KdaConformance CMake package. Relocatable: the executables find the data from their own
# folder (harness/data_layout.hpp), the package from its own (PACKAGE_INIT).
#
#   bin/                               kda_suite, kda_cases, kda_report
#   include/kda-conformance/           kda_plugin.h
#   lib/kda-conformance/               libkda_example_plugin.so, libkda_python_bridge.so
#   lib/cmake/KdaConformance/          the package
#   share/kda-conformance/fixtures/    upstream/ (calls, Triton cases), golden/, invalid/, regressions/
#   share/kda-conformance/python/      kda_bridge.py, kda_pytest.py (the pytest entry)
#   share/kda-conformance/git-revision the suite's revision, for reports
#   share/kda-conformance/ctest_resources.sh   a ctest resource spec from the machine's GPUs
include(CMakePackageConfigHelpers)

install(TARGETS kda_suite kda_cases kda_report_cli EXPORT KdaConformanceTargets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
set_target_properties(kda_report_cli PROPERTIES EXPORT_NAME kda_report)
install(TARGETS kda_example_plugin EXPORT KdaConformanceTargets
        LIBRARY DESTINATION ${KDA_INSTALL_MODULEDIR})
set_target_properties(kda_example_plugin PROPERTIES EXPORT_NAME example_cpu_plugin)
install(TARGETS kda_plugin_abi EXPORT KdaConformanceTargets)
install(FILES spec/kda_plugin.h DESTINATION ${KDA_INSTALL_INCLUDEDIR})

install(DIRECTORY fixtures/ DESTINATION ${KDA_INSTALL_DATADIR}/fixtures)
# Writes a ctest resource spec from the machine's GPUs, for kda_add_conformance_test's gpu tests.
install(PROGRAMS cmake/ctest_resources.sh DESTINATION ${KDA_INSTALL_DATADIR})
if(KDA_HAVE_PYTHON_BRIDGE)
  install(TARGETS kda_python_bridge LIBRARY DESTINATION ${KDA_INSTALL_MODULEDIR})
  install(FILES python/bridge/kda_bridge.py python/bridge/kda_pytest.py DESTINATION ${KDA_INSTALL_DATADIR}/python)
endif()

# The revision the installed binaries were built from (harness/CMakeLists.txt's kda_revision).
install(FILES ${PROJECT_BINARY_DIR}/git-revision DESTINATION ${KDA_INSTALL_DATADIR})

install(EXPORT KdaConformanceTargets NAMESPACE KdaConformance:: DESTINATION ${KDA_INSTALL_CMAKEDIR})
configure_package_config_file(cmake/KdaConformanceConfig.cmake.in
  ${PROJECT_BINARY_DIR}/KdaConformanceConfig.cmake INSTALL_DESTINATION ${KDA_INSTALL_CMAKEDIR})
# Before 1.0 a minor release may change the plugin ABI, kda_suite's options or the
# profiles' budgets (semantic versioning's rule for 0.y.z), so a request for 0.1 accepts
# 0.1.z only; from 1.0 on, a request for 1.x accepts any later 1.y.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(kda_compatibility SameMinorVersion)
else()
  set(kda_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(${PROJECT_BINARY_DIR}/KdaConformanceConfigVersion.cmake
  COMPATIBILITY ${kda_compatibility})
install(FILES ${PROJECT_BINARY_DIR}/KdaConformanceConfig.cmake
              ${PROJECT_BINARY_DIR}/KdaConformanceConfigVersion.cmake
              cmake/KdaConformanceTest.cmake
              cmake/KdaConformanceCampaign.cmake
        DESTINATION ${KDA_INSTALL_CMAKEDIR})
