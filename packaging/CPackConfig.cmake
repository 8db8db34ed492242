# Debian package of both programs: `cpack -G DEB` in a build folder.
set(CPACK_PACKAGE_NAME "vmray-console")
set(CPACK_PACKAGE_VENDOR "vmray-console")
set(CPACK_PACKAGE_CONTACT "vmray-console maintainers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own words (OK, Cancel, shortcut names) in the console's language.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
