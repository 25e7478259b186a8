// A universal character name that names no character (a surrogate half).
__global__ void k(char* out) {
    const char* s = "\uD800";
    out[0] = s[0];
}
