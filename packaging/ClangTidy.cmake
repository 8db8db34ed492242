# The `tidy` target: clang-tidy with the root .clang-tidy over the project's own sources, failing
# on any finding. Defined only when clang-tidy and run-clang-tidy are installed.
find_program(VMRAY_CLANG_TIDY NAMES clang-tidy-14 clang-tidy)
find_program(VMRAY_RUN_CLANG_TIDY NAMES run-clang-tidy-14 run-clang-tidy)
if(NOT VMRAY_CLANG_TIDY OR NOT VMRAY_RUN_CLANG_TIDY OR NOT CMAKE_EXPORT_COMPILE_COMMANDS)
    return()
endif()
# clang-tidy reads each source's own compile command: a tree that builds sources in unity batches
# or with GCC's precompiled headers has none to give (the dev preset does).
if(CMAKE_UNITY_BUILD OR VMRAY_PRECOMPILED_HEADERS)
    return()
endif()

# clang-tidy parses moc and uic output, so the global `autogen` target brings it up to date first.
set(CMAKE_GLOBAL_AUTOGEN_TARGET ON)

# Sources are picked from compile_commands.json by path below the source folder, which leaves out
# moc, uic and rcc output in the build tree. The layering probes stay out: most of them fail to
# compile by design.
string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" vmray_source_re "${CMAKE_SOURCE_DIR}")
add_custom_target(tidy
    COMMAND ${VMRAY_RUN_CLANG_TIDY}
        -clang-tidy-binary ${VMRAY_CLANG_TIDY}
        -p ${CMAKE_BINARY_DIR}
        -j 2
        -quiet
        # GCC-only warning flags (-Wshadow=local) in the compile commands mean nothing to clang.
        -extra-arg=-Wno-unknown-warning-option
        "^${vmray_source_re}/(app|ui|models|tests/(unit|integration|ui|bench))/"
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}
    USES_TERMINAL
    VERBATIM
    COMMENT "clang-tidy over app, ui, models and tests")
add_dependencies(tidy autogen)
