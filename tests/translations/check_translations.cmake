# Checks that each committed .ts file is current and complete: lupdate runs over the sources into
# a copy, and every message that is new there, unfinished, or no longer in the sources is named.
# Run as cmake -P (no Python on CI) with
#   -DLUPDATE=<lupdate> -DLUPDATE_LIST=<file of sources and -I folders> -DWORK_DIR=<scratch folder>
#   -DTS_FILES=<.ts|...> [-DPLURALS_TS_FILES=<.ts|...>] [-DLUPDATE_OPTIONS=<option|...>]
# PLURALS_TS_FILES hold only plural forms (lupdate -pluralonly), as the English file does.
cmake_minimum_required(VERSION 3.25)

foreach(required LUPDATE LUPDATE_LIST WORK_DIR TS_FILES)
    if(NOT DEFINED ${required})
        message(FATAL_ERROR "check_translations.cmake needs -D${required}=...")
    endif()
endforeach()

foreach(list_argument TS_FILES PLURALS_TS_FILES LUPDATE_OPTIONS)
    string(REPLACE "|" ";" ${list_argument} "${${list_argument}}")
endforeach()

# Text of a .ts file as shown to a person: the XML entities written out.
function(unescape_ts_text text out)
    string(REPLACE "&lt;" "<" text "${text}")
    string(REPLACE "&gt;" ">" text "${text}")
    string(REPLACE "&quot;" "\"" text "${text}")
    string(REPLACE "&apos;" "'" text "${text}")
    string(REPLACE "&amp;" "&" text "${text}")
    string(REPLACE "\n" "\\n" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Reads the messages of a .ts file. For each, the variables ${prefix}_<hash> (its state: finished,
# unfinished, vanished or obsolete) and ${prefix}_<hash>_text (context and source, for the report)
# are set in the caller's scope, and <hash> is appended to ${prefix}_keys. The hash identifies a
# message by context, source and disambiguation, as lupdate and QTranslator do; messages are not
# kept in lists because their text may hold semicolons and brackets.
function(read_ts_messages file prefix)
    file(READ "${file}" rest)
    set(keys "")
    while(TRUE)
        string(FIND "${rest}" "<context>" context_start)
        if(context_start EQUAL -1)
            break()
        endif()
        string(FIND "${rest}" "</context>" context_end)
        math(EXPR context_length "${context_end} - ${context_start}")
        string(SUBSTRING "${rest}" ${context_start} ${context_length} context)
        math(EXPR next "${context_end} + 10")
        string(SUBSTRING "${rest}" ${next} -1 rest)

        string(REGEX MATCH "<name>([^<]*)</name>" ignored "${context}")
        set(context_name "${CMAKE_MATCH_1}")
        while(TRUE)
            string(FIND "${context}" "<message" message_start)
            if(message_start EQUAL -1)
                break()
            endif()
            string(FIND "${context}" "</message>" message_end)
            math(EXPR message_length "${message_end} - ${message_start}")
            string(SUBSTRING "${context}" ${message_start} ${message_length} message)
            math(EXPR next "${message_end} + 10")
            string(SUBSTRING "${context}" ${next} -1 context)

            string(REGEX MATCH "<source>([^<]*)</source>" ignored "${message}")
            set(source "${CMAKE_MATCH_1}")
            set(disambiguation "")
            if(message MATCHES "<comment>([^<]*)</comment>")
                set(disambiguation "${CMAKE_MATCH_1}")
            endif()
            set(state finished)
            if(message MATCHES "<translation type=\"(unfinished|vanished|obsolete)\"")
                set(state "${CMAKE_MATCH_1}")
            endif()
            string(MD5 key "${context_name}\n${source}\n${disambiguation}")
            unescape_ts_text("${source}" shown)
            set(${prefix}_${key} "${state}" PARENT_SCOPE)
            set(${prefix}_${key}_text "[${context_name}] ${shown}" PARENT_SCOPE)
            list(APPEND keys ${key})
        endwhile()
    endwhile()
    set(${prefix}_keys "${keys}" PARENT_SCOPE)
endfunction()

# Appends the problems of one .ts file to `report` and counts them in `problems`.
function(check_ts_file ts_file extra_options)
    get_filename_component(name "${ts_file}" NAME)
    if(NOT EXISTS "${ts_file}")
        set(report "${report}\n${name}: missing." PARENT_SCOPE)
        math(EXPR count "${problems} + 1")
        set(problems ${count} PARENT_SCOPE)
        return()
    endif()
    set(current "${WORK_DIR}/${name}")
    file(MAKE_DIRECTORY "${WORK_DIR}")
    configure_file("${ts_file}" "${current}" COPYONLY)
    execute_process(
        COMMAND "${LUPDATE}" -silent "@${LUPDATE_LIST}" ${LUPDATE_OPTIONS} ${extra_options}
            -ts "${current}"
        RESULT_VARIABLE result
        OUTPUT_VARIABLE output
        ERROR_VARIABLE output)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed on ${name}:\n${output}")
    endif()

    read_ts_messages("${ts_file}" committed)
    read_ts_messages("${current}" current)
    set(lines "")
    set(count 0)
    foreach(key IN LISTS current_keys)
        set(state "${current_${key}}")
        if(NOT DEFINED committed_${key})
            string(APPEND lines "\n  new:        ${current_${key}_text}")
        elseif(state STREQUAL "unfinished")
            string(APPEND lines "\n  unfinished: ${current_${key}_text}")
        elseif(NOT state STREQUAL "finished")
            string(APPEND lines "\n  ${state}:   ${current_${key}_text}")
        else()
            continue()
        endif()
        math(EXPR count "${count} + 1")
    endforeach()
    foreach(key IN LISTS committed_keys)
        if(NOT DEFINED current_${key})
            string(APPEND lines "\n  vanished:   ${committed_${key}_text}")
            math(EXPR count "${count} + 1")
        endif()
    endforeach()
    if(count GREATER 0)
        string(APPEND report "\n${name}: ${count} message(s) not current or not translated:${lines}\n")
        math(EXPR count "${problems} + ${count}")
        set(problems ${count} PARENT_SCOPE)
        set(report "${report}" PARENT_SCOPE)
    else()
        message(STATUS "${name}: current and complete.")
    endif()
endfunction()

set(report "")
set(problems 0)
foreach(ts_file IN LISTS TS_FILES)
    check_ts_file("${ts_file}" "")
endforeach()
foreach(ts_file IN LISTS PLURALS_TS_FILES)
    check_ts_file("${ts_file}" "-pluralonly")
endforeach()

if(problems GREATER 0)
    message(FATAL_ERROR "${report}\n"
        "${problems} translation problem(s). Refresh the .ts files with "
        "`cmake --build <build dir> --target update_translations`, then translate every new or "
        "unfinished message in Qt Linguist (linguist translations/vmray-console_<lang>.ts) and "
        "mark it finished.")
endif()
