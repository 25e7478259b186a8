// An array whose elements are references, written through an alias or a `decltype` (nvcc's
// words, at the array's name).
typedef int& ref;
__global__ void k(int* out) {
    int x = 0;
    ref refs[1] = {x};
    decltype((x)) more[2] = {x, x};
    out[0] = refs[0] + more[0];
}
