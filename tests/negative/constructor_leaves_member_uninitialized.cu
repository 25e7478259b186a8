// Constructors that leave a const or reference member without a value.
struct ConstM {
    const int c;
    __device__ ConstM() {}
};
struct Both {
    int& r;
    const float f;
    const int given = 1;
    __device__ explicit Both(int x) {}
};
struct Fine {
    int& r;
    const int c;
    __device__ Fine(int& x) : r(x), c(2) {}
};
__global__ void k(int* out) {
    ConstM m;
    Both b(1);
    Fine f(out[0]);
    out[1] = m.c + f.c;
}
int main() {}
