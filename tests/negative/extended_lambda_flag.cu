// A __device__ lambda in host code without --extended-lambda (nvcc's wording).
template <typename F> __global__ void k(F f) { f(); }
int main() {
    int x = 1;
    k<<<1, 1>>>([=] __device__ () { (void)x; });
    return 0;
}
