# vmray_gzip_files(target files...): gzips files at build time as Debian installs them, at best
# compression and without name or time stamp (gzip -9n), into <binary dir>/gz/<name>.gz.
include_guard(GLOBAL)

function(vmray_gzip_files target)
    set(outputs)
    foreach(input IN LISTS ARGN)
        get_filename_component(name ${input} NAME)
        set(copy ${CMAKE_CURRENT_BINARY_DIR}/gz/${name})
        add_custom_command(OUTPUT ${copy}.gz
            COMMAND ${CMAKE_COMMAND} -E copy ${input} ${copy}
            COMMAND gzip -9nf ${copy}
            DEPENDS ${input}
            VERBATIM)
        list(APPEND outputs ${copy}.gz)
    endforeach()
    add_custom_target(${target} ALL DEPENDS ${outputs})
endfunction()
