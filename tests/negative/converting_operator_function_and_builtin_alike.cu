struct Num {
    int n;
    __host__ __device__ Num(int x) : n(x) {}
    __host__ __device__ operator int() const { return n; }
};

__host__ __device__ Num operator+(Num a, const Num &b) { return Num(a.n + b.n); }

__global__ void k(int *out)
{
    Num m{2};
    out[0] = m + 3;
}
