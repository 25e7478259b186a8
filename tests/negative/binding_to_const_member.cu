// A structured binding to a `const` member names a `const` object.
struct Sample {
    int id;
    const int limit;
};

__global__ void kernel(int* out)
{
    Sample s{7, 8};
    auto [id, limit] = s;
    id = 1;
    limit = 3;
    out[0] = id + limit;
}
