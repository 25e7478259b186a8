// corpus: under -std=c++17 (GCC's ISO dialect) #elifdef and #elifndef, C++23's, are passed over in a skipped group: the GNU dialect's program, built in the ISO one
#include "elifdef_by_dialect.cu"
