// GCC's operation built-ins take their operands' types: two for an assignment, one for the
// older `__has_*` forms.
__global__ void k(bool *out)
{
    out[0] = __is_assignable(int &);
    out[1] = __has_nothrow_copy(int, int);
}

int main() { return 0; }
