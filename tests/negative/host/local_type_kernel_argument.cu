// A class defined inside a host function as a kernel template's argument: CUDA does not allow
// it (device code cannot name the class).
template <class F>
__global__ void apply(int* d, F f) { *d = f(6); }

int main() {
    struct Local {
        int k;
        __device__ int operator()(int x) const { return x * k; }
    };
    int* d = nullptr;
    apply<<<1, 1>>>(d, Local{7});
    return 0;
}
