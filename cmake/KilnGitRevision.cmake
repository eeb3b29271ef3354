# Writes compiler/Driver/KilnVersion.inc (kilnc --version) with the source tree's git revision.
# Run at every build (cmake -DSOURCE_DIR=... -DOUTPUT=... -DVERSION=... -P this file), so the
# revision is never a stale configure-time one; the file is rewritten only when its text changes,
# so only a new commit recompiles Version.cpp.
execute_process(COMMAND git -C "${SOURCE_DIR}" rev-parse --short=12 HEAD
                OUTPUT_VARIABLE revision OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE failed ERROR_QUIET)
if(failed OR NOT revision)
  set(revision "unknown") # a source tree without git (a release archive)
endif()
file(CONFIGURE OUTPUT "${OUTPUT}" CONTENT
  "#define KILN_VERSION \"${VERSION}\"\n#define KILN_GIT_REVISION \"${revision}\"\n")
