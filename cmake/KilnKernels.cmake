# kiln_add_kernels: compile GPU kernels with kilnc at build time (installed with Kiln's CMake
# package; docs/cmake.md).
#
#   kiln_add_kernels(<target> SOURCES k1.cu k2.cpp ARCHS sm_80 sm_90a
#                    [HEADER] [AUTO_SYNC] [OPTIONS <kilnc flags>...])
#
# Each source becomes one bundle holding every target's PTX. Without HEADER it is the file
# <binary dir>/kiln_kernels/<target>/<stem>.kbundle (listed in the target's KILN_BUNDLES
# property; kiln::Module::from_file loads it). With HEADER it is the header <stem>.kiln.hpp
# (namespace <stem>: the bundle embedded, one typed launcher per kernel) in a directory on
# <target>'s include path. Either way <target> links Kiln::runtime, and the kernels are built
# before it. kilnc writes a depfile (-MD), so editing a header a kernel includes rebuilds that
# kernel's bundle and no other; a new kilnc rebuilds them all. kilnc -MJ also writes each kernel's
# compile_commands.json entry (Clang's command for it), joined into
# <binary dir>/kiln_kernels/<target>/compile_commands.json for clangd (docs/cmake.md).
#
# KILN_COMPILER_LAUNCHER (a list, e.g. -DKILN_COMPILER_LAUNCHER=ccache, or the environment
# variable), as CMake's CMAKE_<LANG>_COMPILER_LAUNCHER, which custom commands do not get: kilnc
# runs under it. For
# ccache: kilnc has no -E, so ccache runs in depend mode (CCACHE_DEPEND, set here), hashing the
# headers its depfile lists; ccache refuses -MJ, so the entry is written by a second kilnc call
# (-fdriver-only, compiles nothing). kilnc's outputs are byte-identical run to run, so a cached
# bundle is the one kilnc would write.
set(_KILN_COMPILE_COMMANDS_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/KilnCompileCommands.cmake)
function(kiln_add_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "HEADER;AUTO_SYNC" "" "SOURCES;ARCHS;OPTIONS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "kiln_add_kernels(${target}): unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "kiln_add_kernels(${target}): no such target")
  endif()
  if(NOT arg_SOURCES OR NOT arg_ARCHS)
    message(FATAL_ERROR "kiln_add_kernels(${target}): name SOURCES and ARCHS (e.g. ARCHS sm_80 sm_90a)")
  endif()
  # As CMake's launchers, the variable, else the environment variable of that name.
  if(NOT DEFINED KILN_COMPILER_LAUNCHER AND DEFINED ENV{KILN_COMPILER_LAUNCHER})
    set(KILN_COMPILER_LAUNCHER $ENV{KILN_COMPILER_LAUNCHER})
  endif()
  list(JOIN arg_ARCHS "," archs)
  set(flags --arch=${archs})
  if(arg_AUTO_SYNC)
    list(APPEND flags --auto-sync)
  endif()
  list(APPEND flags ${arg_OPTIONS})
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/kiln_kernels/${target})
  if(arg_HEADER)
    set(emit header)
    set(out_dir ${dir}/include)
  else()
    set(emit bundle)
    set(out_dir ${dir})
  endif()
  set(outputs)
  set(fragments)
  foreach(src IN LISTS arg_SOURCES)
    get_filename_component(abs ${src} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    get_filename_component(stem ${src} NAME_WE)
    if(arg_HEADER)
      set(out ${out_dir}/${stem}.kiln.hpp)
    else()
      set(out ${out_dir}/${stem}.kbundle)
    endif()
    if(out IN_LIST outputs)
      message(FATAL_ERROR "kiln_add_kernels(${target}): two sources named ${stem}")
    endif()
    set(kilnc_args ${abs} ${flags} --emit=${emit} -o ${out})
    if(KILN_COMPILER_LAUNCHER)
      set(compile
        COMMAND ${CMAKE_COMMAND} -E env CCACHE_DEPEND=true ${KILN_COMPILER_LAUNCHER}
                $<TARGET_FILE:Kiln::kilnc> -c ${kilnc_args} -MD -MF ${out}.d
        COMMAND Kiln::kilnc ${kilnc_args} -fdriver-only -MJ ${out}.cc.json)
    else()
      set(compile COMMAND Kiln::kilnc ${kilnc_args} -MD -MF ${out}.d -MJ ${out}.cc.json)
    endif()
    add_custom_command(
      OUTPUT ${out}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir}
      ${compile}
      BYPRODUCTS ${out}.cc.json
      DEPENDS ${abs} $<TARGET_FILE:Kiln::kilnc>
      DEPFILE ${out}.d
      COMMENT "kilnc ${src} (${archs})"
      VERBATIM)
    list(APPEND outputs ${out})
    list(APPEND fragments ${out}.cc.json)
  endforeach()
  list(JOIN fragments "|" fragment_list)
  set(database ${dir}/compile_commands.json)
  add_custom_command(
    OUTPUT ${database}
    COMMAND ${CMAKE_COMMAND} -DFRAGMENTS=${fragment_list} -DOUTPUT=${database}
            -P ${_KILN_COMPILE_COMMANDS_SCRIPT}
    DEPENDS ${outputs} ${_KILN_COMPILE_COMMANDS_SCRIPT}
    COMMENT "compile_commands.json of ${target}'s kernels"
    VERBATIM)
  target_sources(${target} PRIVATE ${outputs} ${database})
  if(arg_HEADER)
    target_include_directories(${target} PRIVATE ${out_dir})
  endif()
  target_link_libraries(${target} PRIVATE Kiln::runtime)
  set_property(TARGET ${target} APPEND PROPERTY KILN_BUNDLES ${outputs})
endfunction()
