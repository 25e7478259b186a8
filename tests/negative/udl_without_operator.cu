__global__ void k(int* out) {
    out[0] = "abc"_missing;
}
