// The GNU builtins that nvcc's device code has as host functions are reported as nvcc reports
// them where an argument is known only when the code runs (with constants they are computed).
__global__ void k(unsigned long long* out, unsigned x) {
    out[0] = __builtin_ctz(8) + __builtin_bswap32(0x01020304u);
    out[1] = __builtin_ctz(x);
    out[2] = __builtin_bswap64(out[0]);
    int r;
    out[3] = __builtin_add_overflow((int)x, 1, &r);
}
