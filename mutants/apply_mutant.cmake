# Writes the patched copy of one source file for one mutant (or conformant variant) of
# catalogue.json, or checks that every edit of every entry applies (each `find` must occur
# EXACTLY once in the text it patches, after the entry's earlier edits).
#
#   cmake -DCATALOGUE=catalogue.json -DMUTANT=M05 -DSOURCE=reference/x.cpp -DOUTPUT=x.cpp
#         [-DARRAY=mutants -DINDEX=4] -P apply_mutant.cmake
#   cmake -DCATALOGUE=catalogue.json -DSOURCE_ROOT=/path/to/repo -DCHECK_ALL=ON
#         -P apply_mutant.cmake
#
# Fails loudly (FATAL_ERROR, non-zero exit) naming the mutant, the edit and the file when
# a find string is missing or occurs more than once: a mutant that silently patches
# nothing would be reported as "survived" for the wrong reason.
#
# ARRAY and INDEX say where the entry is (the catalogue's array and its place there, which
# mutants/CMakeLists.txt knows): CMake's string(JSON) parses the whole catalogue at every
# call, so looking the id up entry by entry costs a parse per entry for every mutant a build
# patches, a cost that grows with the square of the catalogue. Without them the entry is
# looked up.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED CATALOGUE)
  message(FATAL_ERROR "apply_mutant.cmake: pass -DCATALOGUE=<catalogue.json>")
endif()
file(READ "${CATALOGUE}" catalogue_text)
string(JSON mutant_count LENGTH "${catalogue_text}" mutants)
string(JSON variant_count ERROR_VARIABLE no_variants LENGTH "${catalogue_text}" conformant_variants)
if(no_variants)
  set(variant_count 0)
endif()

# text_var: the text to patch (in/out); the catalogue array (mutants or
# conformant_variants) and the entry's index in it; file for messages.
function(apply_edits text_var array index file_label)
  set(text "${${text_var}}")
  string(JSON id GET "${catalogue_text}" ${array} ${index} id)
  string(JSON edit_count LENGTH "${catalogue_text}" ${array} ${index} edits)
  if(edit_count EQUAL 0)
    message(FATAL_ERROR "mutant ${id}: no edits (an unpatched copy is not a mutant)")
  endif()
  math(EXPR last "${edit_count} - 1")
  foreach(e RANGE ${last})
    string(JSON find GET "${catalogue_text}" ${array} ${index} edits ${e} find)
    string(JSON replace GET "${catalogue_text}" ${array} ${index} edits ${e} replace)
    string(LENGTH "${find}" find_length)
    if(find_length EQUAL 0)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: empty find string")
    endif()
    string(FIND "${text}" "${find}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: find string not found in ${file_label}:\n${find}")
    endif()
    math(EXPR after_first "${at} + 1")
    string(SUBSTRING "${text}" ${after_first} -1 rest)
    string(FIND "${rest}" "${find}" again)
    if(NOT again EQUAL -1)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: find string occurs more than once in ${file_label} "
                          "(make it longer so that it names one place):\n${find}")
    endif()
    math(EXPR tail_at "${at} + ${find_length}")
    string(SUBSTRING "${text}" 0 ${at} head)
    string(SUBSTRING "${text}" ${tail_at} -1 tail)
    set(text "${head}${replace}${tail}")
  endforeach()
  set(${text_var} "${text}" PARENT_SCOPE)
endfunction()

if(CHECK_ALL)
  if(NOT DEFINED SOURCE_ROOT)
    message(FATAL_ERROR "apply_mutant.cmake: CHECK_ALL needs -DSOURCE_ROOT=<repository root>")
  endif()
  set(ids "")
  foreach(array IN ITEMS mutants conformant_variants)
    string(JSON count ERROR_VARIABLE absent LENGTH "${catalogue_text}" ${array})
    if(absent OR count EQUAL 0)
      continue()
    endif()
    math(EXPR last "${count} - 1")
    foreach(m RANGE ${last})
      string(JSON id GET "${catalogue_text}" ${array} ${m} id)
      string(JSON file GET "${catalogue_text}" ${array} ${m} file)
      if("${id}" IN_LIST ids)
        message(FATAL_ERROR "id ${id} appears twice in ${CATALOGUE}")
      endif()
      list(APPEND ids "${id}")
      file(READ "${SOURCE_ROOT}/${file}" text)
      apply_edits(text ${array} ${m} "${file}")
    endforeach()
  endforeach()
  message(STATUS "all ${mutant_count} mutants and ${variant_count} conformant variants of ${CATALOGUE} apply: "
                 "every find occurs exactly once")
  return()
endif()

foreach(var MUTANT SOURCE OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "apply_mutant.cmake: pass -D${var}=...")
  endif()
endforeach()
set(index -1)
if(ARRAY AND NOT "${INDEX}" STREQUAL "")
  string(JSON id ERROR_VARIABLE no_entry GET "${catalogue_text}" ${ARRAY} ${INDEX} id)
  if(no_entry OR NOT id STREQUAL MUTANT)
    message(FATAL_ERROR "${ARRAY}[${INDEX}] of ${CATALOGUE} is not mutant ${MUTANT}")
  endif()
  set(index ${INDEX})
  set(found_in ${ARRAY})
endif()
foreach(array IN ITEMS mutants conformant_variants)
  if(NOT index EQUAL -1)
    break()
  endif()
  string(JSON count ERROR_VARIABLE absent LENGTH "${catalogue_text}" ${array})
  if(absent OR count EQUAL 0)
    continue()
  endif()
  math(EXPR last "${count} - 1")
  foreach(m RANGE ${last})
    string(JSON id GET "${catalogue_text}" ${array} ${m} id)
    if(id STREQUAL MUTANT)
      set(index ${m})
      set(found_in ${array})
    endif()
  endforeach()
endforeach()
if(index EQUAL -1)
  message(FATAL_ERROR "mutant ${MUTANT} is not in ${CATALOGUE}")
endif()
string(JSON title GET "${catalogue_text}" ${found_in} ${index} title)
file(READ "${SOURCE}" text)
apply_edits(text ${found_in} ${index} "${SOURCE}")
# Written only when it changes: an edit to another mutant's entry recompiles nothing here.
if(NOT DEFINED COMMENT_PREFIX)
  set(COMMENT_PREFIX "//")
endif()
file(WRITE "${OUTPUT}.new" "${COMMENT_PREFIX} ${found_in} ${MUTANT}: ${title}\n${COMMENT_PREFIX} Generated from ${SOURCE} by apply_mutant.cmake; do not edit.\n${text}")
file(COPY_FILE "${OUTPUT}.new" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.new")
