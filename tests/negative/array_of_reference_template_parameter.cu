// An array whose elements are a template parameter bound to a reference: reported in the
// instance.
template <class T> __device__ int first(T v) { T copies[1] = {v}; return copies[0]; }
__global__ void k(int* out) {
    int x = 0;
    out[0] = first<int&>(x);
}
