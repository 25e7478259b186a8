// A local array of no elements, written so or through a shift past the width of its type
// (which shifts every bit out, as nvcc computes it).
__global__ void k(int* out) {
    int none[0];
    int shifted[1LL << 70];
    out[0] = sizeof(none) + sizeof(shifted);
}
