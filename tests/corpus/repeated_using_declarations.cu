// corpus: a class template named again by using-declarations repeated at namespace scope (headers that each say `using std::vector;`)
#include <cstdio>
#include <vector>

namespace geometry {
template <class T> struct Pair {
    T a, b;
    __host__ __device__ T sum() const { return a + b; }
};
}

using geometry::Pair;
using std::vector;
// A second header saying the same.
using geometry::Pair;
using std::vector;

__global__ void add(const Pair<int>* in, int* out) { out[threadIdx.x] = in[threadIdx.x].sum(); }

int main() {
    vector<Pair<int>> pairs = {{1, 2}, {3, 4}, {5, 6}};
    Pair<int>* in;
    int* out;
    cudaMallocManaged(&in, pairs.size() * sizeof(Pair<int>));
    cudaMallocManaged(&out, pairs.size() * sizeof(int));
    for (size_t i = 0; i < pairs.size(); ++i) in[i] = pairs[i];
    add<<<1, (unsigned)pairs.size()>>>(in, out);
    cudaDeviceSynchronize();
    for (size_t i = 0; i < pairs.size(); ++i) printf("%d\n", out[i]);
    return 0;
}
