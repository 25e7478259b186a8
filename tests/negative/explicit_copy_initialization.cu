struct Token {
    __host__ __device__ Token() {}
    __host__ __device__ explicit Token(const Token&) {}
};
struct Plain {
    int v;
    Plain() = default;
    explicit Plain(const Plain&) = default;
};
__device__ void take(Token) {}
__device__ void pass(Plain) {}
__device__ Token give(const Token& t) { return t; }
__global__ void k() {
    Token a;
    Token b = a;
    take(a);
    Token c(give(a));
    Plain p;
    pass(p);
}
