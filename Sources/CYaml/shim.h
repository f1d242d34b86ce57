#ifndef PALETTEC_CYAML_SHIM_H
#define PALETTEC_CYAML_SHIM_H
#include <yaml.h>
#endif
