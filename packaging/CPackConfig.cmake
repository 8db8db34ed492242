# The package of both programs: a Debian package and a tarball with stripped binaries.
# packaging/build-package.sh makes them from the package preset; the install test in
# tests/packaging installs the .deb into an empty root and checks it.
include(${PROJECT_SOURCE_DIR}/packaging/Gzip.cmake)

# The Debian documents: the copyright in machine-readable form and the changelog, gzipped.
vmray_gzip_files(vmray_debian_changelog ${PROJECT_SOURCE_DIR}/packaging/debian/changelog)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${PROJECT_NAME})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gz/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${PROJECT_NAME}
    RENAME changelog.Debian.gz)

set(CPACK_PACKAGE_NAME "vmray-console")
set(CPACK_PACKAGE_VENDOR "vmray-console maintainers")
# No address exists yet; Debian requires one, and the .invalid domain can never be mailed.
set(CPACK_PACKAGE_CONTACT "vmray-console maintainers <maintainers@vmray-console.invalid>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines as Debian shows them (CPack does not wrap), paragraphs apart.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "A native desktop console for Ray clusters that the vmray operator runs"
    "on a VMware vSphere Supervisor: namespaces, Ray clusters and their node"
    "VMs kept live through the Kubernetes watch API, every VM of a Supervisor"
    "in one table, a wizard that creates clusters with a checked YAML review,"
    "teardown that follows a cluster to its last VM, node repair, and checks"
    "of cluster YAML for pipelines."
    ""
    "The package includes vmray-supervisor-emulator, a stand-in Supervisor"
    "that the console starts in sandbox mode, so everything can be tried"
    "without vSphere.")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A Debian revision makes this a non-native package, whose changelog is changelog.Debian.gz.
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Libraries are found by dpkg-shlibdeps; Qt's plugins, loaded at run time, are not:
# SVG for the window icon, the Qt translations for dialogs' buttons, and a Secret Service
# provider for stored tokens and passwords.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "libqt6svg6, qt6-translations-l10n, gnome-keyring | keepassxc")
include(CPack)
